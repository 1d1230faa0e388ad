# The README's first command: generate an example's Swift to standard output.
set -euo pipefail
swift run mdgen generate Examples/MessageSingleton/Sources/MessageSingleton/MessageSingletonDelegate.mdgen --stdout | head -5
