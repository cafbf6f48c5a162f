// libFuzzer's driver, for executables whose `main` is SwiftPM's renamed entry point.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
