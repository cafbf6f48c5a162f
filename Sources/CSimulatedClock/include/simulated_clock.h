// The simulated wall clock: while an instant is set, the process's wall-clock reads (clock_gettime for
// CLOCK_REALTIME and CLOCK_REALTIME_COARSE, gettimeofday, time, timespec_get with TIME_UTC) return that instant,
// frozen, except libdispatch's own; monotonic clocks are never touched. The definitions in simulated_clock.c
// interpose the C library's, on Linux.
#ifndef WIDGETSIM_SIMULATED_CLOCK_H
#define WIDGETSIM_SIMULATED_CLOCK_H

#include <stdint.h>

/// The value `widgetsim_clock_get` returns while no instant is set.
#define WIDGETSIM_CLOCK_NONE INT64_MIN

/// Sets the simulated instant, in milliseconds since 1970-01-01T00:00:00Z; every thread sees it from now on.
void widgetsim_clock_set(int64_t milliseconds);

/// Clears the simulated instant: wall-clock reads return the real time again.
void widgetsim_clock_clear(void);

/// The simulated instant in milliseconds, or WIDGETSIM_CLOCK_NONE while none is set.
int64_t widgetsim_clock_get(void);

/// 1 when the dynamic linker resolves `clock_gettime`, `gettimeofday` and `time` to this file's definitions, so
/// that calls from shared libraries (Foundation, the C library's callers) see the simulated instant; 0 otherwise.
int widgetsim_clock_is_interposed(void);

/// 1 when libdispatch is a shared library of the process, whose own clock readings are then never simulated (its
/// timed waits keep real time); 0 when it is linked into the executable (-static-stdlib) or on other systems.
int widgetsim_clock_spares_dispatch(void);

#endif
