// The declaration in include/FuzzerDriver.h is all this target provides; libFuzzer defines the function.
#include "FuzzerDriver.h"
