# The generated multicast under ThreadSanitizer: many threads adding, removing, releasing and
# dispatching at once, and every re-entrancy case; the spies, which other threads call and
# tests await; and the generator's tasks, which generate several files at once.
# TSan fails the run on any data race. A separate build directory keeps the sanitized build
# from invalidating the normal one.
set -euo pipefail
swift test --scratch-path .build/tsan --sanitize=thread \
    --filter 'MulticastTests\.(StressTests|ReentrancyTests|StorageTests|RegistrationTests|IsolationTests|CompletionHandlerTests|SingleDomainTests|EventStreamTests|ObserverTests|EventAndObserverModeTests|EventAndObserverStressTests)|SpyTests|MDGenCoreTests\.GeneratorTests' \
    2>&1 | tee .build/tsan.log | grep -E 'Test run|WARNING: ThreadSanitizer|error' || true
if grep -q 'WARNING: ThreadSanitizer' .build/tsan.log; then
    echo "ThreadSanitizer reported a data race (see .build/tsan.log)"
    exit 1
fi
grep -q 'Test run with .* passed' .build/tsan.log
