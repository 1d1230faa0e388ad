# The README's first command: generate an example's Swift to standard output.
set -euo pipefail
output=$(swift run mdgen generate Examples/MessageSingleton/Sources/MessageSingleton/MessageSingletonDelegate.mdgen --stdout)
grep -q 'final class MessageSingletonDelegateMulticast' <<< "$output"
echo "generated $(wc -l <<< "$output") lines, with MessageSingletonDelegateMulticast"
