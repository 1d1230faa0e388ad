# A command of the README: generate an example's Swift to standard output.
#
# SwiftPM's own `swift run` process sometimes dies of a signal on Linux (a crash in
# libdispatch's event loop before it runs the product: swiftlang/swift#87033, seen here once).
# A run killed by a signal is tried once more; any other failure fails the step at once.
set -euo pipefail
command=(swift run mdgen generate
    Examples/MessageSingleton/Sources/MessageSingleton/MessageSingletonDelegate.mdgen --stdout)
status=0
output=$("${command[@]}") || status=$?
if [ "$status" -gt 128 ]; then
    echo "swift run died of signal $((status - 128)); trying once more"
    status=0
    output=$("${command[@]}") || status=$?
fi
[ "$status" -eq 0 ] || exit "$status"
grep -q 'final class MessageSingletonDelegateMulticast' <<< "$output"
echo "generated $(wc -l <<< "$output") lines, with MessageSingletonDelegateMulticast"
