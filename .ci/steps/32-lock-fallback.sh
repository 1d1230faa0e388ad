# The lock-protected multicast's fallback for Apple systems without `Atomic` (before macOS 15 /
# iOS 18), built and tested on Linux: every multicast test runs again with
# `-DMDGEN_LOCKED_FLAGS`, which keeps each delegate's removed flag behind a lock of its own,
# and under ThreadSanitizer, which fails the run on any data race. LockFallbackTests checks
# that the switch took effect.
set -euo pipefail
swift test --scratch-path .build/tsan-fallback --sanitize=thread -Xswiftc -DMDGEN_LOCKED_FLAGS \
    --filter 'MulticastTests' \
    > .build/tsan-fallback.log 2>&1 || {
        grep -E 'WARNING: ThreadSanitizer|✘|error:' .build/tsan-fallback.log | head -40
        echo "the lock fallback failed a test or ThreadSanitizer (see .build/tsan-fallback.log)"
        exit 1
    }
if grep -q 'WARNING: ThreadSanitizer' .build/tsan-fallback.log; then
    echo "ThreadSanitizer reported a data race in the lock fallback (see .build/tsan-fallback.log)"
    exit 1
fi
grep -q 'Suite "The lock fallback for systems without Atomic" passed' .build/tsan-fallback.log
grep -E 'Test run with' .build/tsan-fallback.log
