// Interposes the C library's wall-clock functions. Linked into an executable, these definitions come first in the
// dynamic linker's search order, so Foundation's `Date()` (clock_gettime), ICU's calendar (gettimeofday) and C's
// `time` reach them. Each reads one atomic; while no instant is set it calls the next definition (the C library's,
// found with dlsym(RTLD_NEXT) when the program starts) or, before that, the system call itself. Everything on the
// call path is async-signal-safe: atomic loads, arithmetic, and the real function or a raw system call.
// Like the C library's, the pointer arguments that its headers declare nonnull are not checked.
//
// Calls from libdispatch's own code always get the real time: libdispatch turns a wait's deadline into a
// wall-clock time for sem_timedwait, which the kernel compares with the real clock, so a simulated reading there
// would end `DispatchSemaphore.wait(timeout:)` at once or far too late. Dispatch's clocks thus keep real time.
//
// On systems other than Linux nothing is interposed: the functions below only keep the instant.
#define _GNU_SOURCE
#include "simulated_clock.h"

#include <stdatomic.h>

static _Atomic int64_t simulated_ms = WIDGETSIM_CLOCK_NONE;

void widgetsim_clock_set(int64_t milliseconds) { atomic_store(&simulated_ms, milliseconds); }

void widgetsim_clock_clear(void) { atomic_store(&simulated_ms, WIDGETSIM_CLOCK_NONE); }

int64_t widgetsim_clock_get(void) { return atomic_load(&simulated_ms); }

#ifndef __linux__

int widgetsim_clock_is_interposed(void) { return 0; }

int widgetsim_clock_spares_dispatch(void) { return 0; }

#else

#include <dlfcn.h>
#include <link.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

typedef int (*clock_gettime_fn)(clockid_t, struct timespec *);
typedef int (*gettimeofday_fn)(struct timeval *restrict, void *restrict);
typedef time_t (*time_fn)(time_t *);
typedef int (*timespec_get_fn)(struct timespec *, int);

static _Atomic(clock_gettime_fn) next_clock_gettime;
static _Atomic(gettimeofday_fn) next_gettimeofday;
static _Atomic(time_fn) next_time;
static _Atomic(timespec_get_fn) next_timespec_get;

/// The executable code of libdispatch.so, [start, end); both zero when it is not a shared library of the process
/// (a -static-stdlib executable links it in, and then its calls cannot be told apart).
static _Atomic uintptr_t dispatch_start, dispatch_end;

/// Records the executable segments of libdispatch.so when `info` is it; stops the iteration then.
static int find_dispatch(struct dl_phdr_info *info, size_t size, void *data) {
  (void)size;
  (void)data;
  if (!info->dlpi_name || !strstr(info->dlpi_name, "libdispatch.so")) return 0;
  uintptr_t start = UINTPTR_MAX, end = 0;
  for (int index = 0; index < info->dlpi_phnum; index++) {
    const ElfW(Phdr) *header = &info->dlpi_phdr[index];
    if (header->p_type != PT_LOAD || !(header->p_flags & PF_X)) continue;
    uintptr_t segment = info->dlpi_addr + header->p_vaddr;
    if (segment < start) start = segment;
    if (segment + header->p_memsz > end) end = segment + header->p_memsz;
  }
  if (end > start) {
    atomic_store(&dispatch_start, start);
    atomic_store(&dispatch_end, end);
  }
  return 1;
}

/// Finds the C library's definitions and libdispatch's code once, before `main`; dlsym and dl_iterate_phdr are not
/// async-signal-safe, so they never run later.
__attribute__((constructor)) static void widgetsim_clock_resolve(void) {
  atomic_store(&next_clock_gettime, (clock_gettime_fn)dlsym(RTLD_NEXT, "clock_gettime"));
  atomic_store(&next_gettimeofday, (gettimeofday_fn)dlsym(RTLD_NEXT, "gettimeofday"));
  atomic_store(&next_time, (time_fn)dlsym(RTLD_NEXT, "time"));
  atomic_store(&next_timespec_get, (timespec_get_fn)dlsym(RTLD_NEXT, "timespec_get"));
  dl_iterate_phdr(find_dispatch, NULL);
}

int widgetsim_clock_is_interposed(void) {
  return dlsym(RTLD_DEFAULT, "clock_gettime") == (void *)clock_gettime
    && dlsym(RTLD_DEFAULT, "gettimeofday") == (void *)gettimeofday && dlsym(RTLD_DEFAULT, "time") == (void *)time;
}

int widgetsim_clock_spares_dispatch(void) { return atomic_load(&dispatch_end) != 0; }

/// Writes the simulated instant into `ts` and returns 1, or returns 0 while none is set or when the caller (the
/// return address `caller`) is libdispatch.
static int simulated_timespec(struct timespec *ts, void *caller) {
  int64_t ms = atomic_load(&simulated_ms);
  if (ms == WIDGETSIM_CLOCK_NONE) return 0;
  uintptr_t address = (uintptr_t)caller;
  if (address >= atomic_load(&dispatch_start) && address < atomic_load(&dispatch_end)) return 0;
  int64_t seconds = ms / 1000, rest = ms % 1000;
  if (rest < 0) {
    rest += 1000;
    seconds -= 1;
  }
  ts->tv_sec = (time_t)seconds;
  ts->tv_nsec = (long)(rest * 1000000);
  return 1;
}

/// The real clock `id`: the C library's function, or the system call before the constructor ran.
static int real_clock_gettime(clockid_t id, struct timespec *ts) {
  clock_gettime_fn next = atomic_load(&next_clock_gettime);
  if (next) return next(id, ts);
  return (int)syscall(SYS_clock_gettime, id, ts);
}

int clock_gettime(clockid_t id, struct timespec *ts) {
  if ((id == CLOCK_REALTIME || id == CLOCK_REALTIME_COARSE) && simulated_timespec(ts, __builtin_return_address(0)))
    return 0;
  return real_clock_gettime(id, ts);
}

int gettimeofday(struct timeval *restrict tv, void *restrict tz) {
  struct timespec ts;
  if (simulated_timespec(&ts, __builtin_return_address(0))) {
    tv->tv_sec = ts.tv_sec;
    tv->tv_usec = (suseconds_t)(ts.tv_nsec / 1000);
    if (tz) {
      struct timezone *zone = tz;
      zone->tz_minuteswest = 0;
      zone->tz_dsttime = 0;
    }
    return 0;
  }
  gettimeofday_fn next = atomic_load(&next_gettimeofday);
  if (next) return next(tv, tz);
  if (real_clock_gettime(CLOCK_REALTIME, &ts) != 0) return -1;
  tv->tv_sec = ts.tv_sec;
  tv->tv_usec = (suseconds_t)(ts.tv_nsec / 1000);
  return 0;
}

time_t time(time_t *tloc) {
  struct timespec ts;
  if (!simulated_timespec(&ts, __builtin_return_address(0))) {
    time_fn next = atomic_load(&next_time);
    if (next) return next(tloc);
    if (real_clock_gettime(CLOCK_REALTIME, &ts) != 0) return (time_t)-1;
  }
  if (tloc) *tloc = ts.tv_sec;
  return ts.tv_sec;
}

int timespec_get(struct timespec *ts, int base) {
  if (base == TIME_UTC && simulated_timespec(ts, __builtin_return_address(0))) return base;
  timespec_get_fn next = atomic_load(&next_timespec_get);
  if (next) return next(ts, base);
  if (base != TIME_UTC || real_clock_gettime(CLOCK_REALTIME, ts) != 0) return 0;
  return base;
}

#endif
