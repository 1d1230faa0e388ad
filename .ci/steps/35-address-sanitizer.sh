# The generated multicast under AddressSanitizer (and its leak check): dispatches iterate
# snapshots while other calls compact or empty the registrations, and event streams and
# observation tokens end on any thread, so a lifetime mistake would be a use-after-free or a
# leak here. The address-reuse test is skipped: the
# sanitizer quarantines freed memory, so addresses are never reused under it.
set -euo pipefail
LSAN_OPTIONS="suppressions=$(pwd)/.ci/lsan-suppressions.txt" \
    swift test --scratch-path .build/asan --sanitize=address \
    --filter 'MulticastTests' --skip 'addressReuseIsANewDelegate' \
    > .build/asan.log 2>&1 || {
        grep -E 'ERROR: AddressSanitizer|ERROR: LeakSanitizer|SUMMARY|✘' .build/asan.log | head -40
        echo "AddressSanitizer or a test failed (see .build/asan.log)"
        exit 1
    }
grep -E 'Test run with' .build/asan.log
