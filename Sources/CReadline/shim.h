// The C side of widgetsim's line editor: GNU readline and its history library,
// plus small accessors for readline's mutable globals, so that Swift code (in
// Swift 6 language mode) reaches them through functions rather than through
// shared mutable state it cannot prove safe. Only LineEditor.swift uses this, so the state the signal handler
// below reads (a function's static) exists once.
#ifndef WIDGETSIM_CREADLINE_SHIM_H
#define WIDGETSIM_CREADLINE_SHIM_H

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include <readline/history.h>
#include <readline/readline.h>

/// Installs the function readline calls to complete the word before the cursor.
static inline void crl_set_attempted_completion_function(rl_completion_func_t *function) {
  rl_attempted_completion_function = function;
}

/// Tells readline whether to skip its default (file name) completion after ours.
static inline void crl_set_attempted_completion_over(int over) { rl_attempted_completion_over = over; }

/// Sets the character appended after a single completion ('\0' for none).
static inline void crl_set_completion_append_character(int character) {
  rl_completion_append_character = character;
}

/// Sets the characters that separate words for completion; the string must outlive readline.
static inline void crl_set_completer_word_break_characters(const char *characters) {
  rl_completer_word_break_characters = characters;
}

/// Sets the name used for `$if` conditionals in inputrc; the string must outlive readline.
static inline void crl_set_readline_name(const char *name) { rl_readline_name = name; }

/// Tells readline whether to install its own signal handlers while it reads a line.
static inline void crl_set_catch_signals(int catch_signals) { rl_catch_signals = catch_signals; }

/// Installs the function readline calls to read one character of input.
static inline void crl_set_getc_function(rl_getc_func_t *function) { rl_getc_function = function; }

/// Sets the streams readline reads from and draws on; NULL stands for standard input or output.
static inline void crl_set_streams(FILE *input, FILE *output) {
  rl_instream = input != NULL ? input : stdin;
  rl_outstream = output != NULL ? output : stdout;
}

/// Returns readline's current line buffer (never NULL while a line is being read).
static inline const char *crl_line_buffer(void) { return rl_line_buffer; }

/// Returns the cursor's byte offset in readline's line buffer.
static inline int crl_point(void) { return rl_point; }

/// Returns the number of bytes in readline's line buffer.
static inline int crl_end(void) { return rl_end; }

/// Returns whether readline is completing, which includes asking whether to list many matches and paging them.
static inline int crl_is_completing(void) { return RL_ISSTATE(RL_STATE_COMPLETING) != 0; }

/// Clears readline's "the last read ended in end-of-file" flag, which readline itself never clears between calls.
static inline void crl_clear_eof_found(void) { rl_eof_found = 0; }

/// Returns the stream readline writes to (standard output until readline is first initialized).
static inline FILE *crl_output_stream(void) { return rl_outstream != NULL ? rl_outstream : stdout; }

/// What the signal handlers below read: the program's SIGINT handler, the thread blocked reading a line for
/// readline and whether there is one, and for each signal readline's own handler, which crl_forward_signal calls on
/// the reading thread.
struct crl_signal_state {
  void (*volatile interrupt_handler)(int);
  pthread_t reader_thread;
  volatile sig_atomic_t reader_known;
  void (*volatile readline_handlers[NSIG])(int);
};

/// The one signal state (a function's static, which the importer emits with the function, unlike a file's static).
static inline struct crl_signal_state *crl_signal_state(void) {
  static struct crl_signal_state state;
  return &state;
}

/// Installs `handler` for SIGINT, saving the previous disposition in `previous`. SA_RESTART keeps a Ctrl-C typed
/// while the REPL is busy from failing its system calls with EINTR; while a line is read, crl_reading_interrupt (which
/// does interrupt the read) is the one in force.
static inline int crl_install_sigint_handler(void (*handler)(int), struct sigaction *previous) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  crl_signal_state()->interrupt_handler = handler;
  action.sa_handler = handler;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;
  return sigaction(SIGINT, &action, previous);
}

/// Restores a SIGINT disposition saved by crl_install_sigint_handler.
static inline int crl_restore_sigint_handler(const struct sigaction *previous) {
  return sigaction(SIGINT, previous, NULL);
}

/// The signals readline catches while it reads a line (`rl_catch_signals` and `rl_catch_sigwinch`), but SIGINT.
static const int crl_caught_signals[] = {SIGTERM, SIGHUP, SIGQUIT, SIGALRM, SIGTSTP, SIGTTIN, SIGTTOU, SIGWINCH};

/// Whether the calling thread is another one than the thread reading a line.
static inline int crl_off_reader(const struct crl_signal_state *state) {
  return state->reader_known && !pthread_equal(pthread_self(), state->reader_thread);
}

/// SIGINT's handler while a line is read: the program's handler, and the signal passed on to the reading thread when
/// another one caught it. The kernel gives a signal from the terminal to any thread that does not block it, and
/// prefers the main thread: when another thread reads the line (the simulator program's async main parks the main
/// thread in `sigsuspend` and runs the command line on a thread of its own), the read would go on until the next
/// key. Passed on, the signal interrupts the reader's `read` (this handler has no SA_RESTART), as it does when the
/// main thread reads. Readline's own SIGINT handling is not used (see crl_begin_reading): it hands the signal on to
/// the program with kill(2), which in that process reaches the main thread a moment later, after readline put its
/// handler back, and counts as a second Ctrl-C. Uses only async-signal-safe calls.
static void crl_reading_interrupt(int signal_number) {
  int saved_errno = errno;
  struct crl_signal_state *state = crl_signal_state();
  void (*handler)(int) = state->interrupt_handler;
  if (handler != NULL) handler(signal_number);
  if (crl_off_reader(state)) pthread_kill(state->reader_thread, signal_number);
  errno = saved_errno;
}

/// The handler put in front of readline's for the other signals it catches (Ctrl-Z, a resized window, SIGTERM …),
/// for the same reason: caught by another thread, the signal is passed on to the reader, where readline's handler
/// runs. Uses only async-signal-safe calls.
static void crl_forward_signal(int signal_number) {
  int saved_errno = errno;
  struct crl_signal_state *state = crl_signal_state();
  if (crl_off_reader(state)) {
    pthread_kill(state->reader_thread, signal_number);
  } else if (signal_number > 0 && signal_number < NSIG) {
    void (*handler)(int) = state->readline_handlers[signal_number];
    if (handler != NULL) handler(signal_number);
  }
  errno = saved_errno;
}

/// Before readline reads a line: makes the calling thread the one signals are passed on to, lets the signals readline
/// catches reach it (a thread started from a pool thread may have inherited a mask that blocks them), and ignores
/// SIGINT for the moment, saving its disposition in `saved`, so that readline, which leaves alone a signal the program
/// ignores, installs no handler of its own for it (crl_forward_readline_signals installs crl_reading_interrupt).
static inline void crl_begin_reading(struct sigaction *saved) {
  sigset_t caught;
  sigemptyset(&caught);
  sigaddset(&caught, SIGINT);
  for (size_t index = 0; index < sizeof crl_caught_signals / sizeof crl_caught_signals[0]; index++) {
    sigaddset(&caught, crl_caught_signals[index]);
  }
  pthread_sigmask(SIG_UNBLOCK, &caught, NULL);
  crl_signal_state()->reader_thread = pthread_self();
  crl_signal_state()->reader_known = 1;
  struct sigaction ignore;
  memset(&ignore, 0, sizeof ignore);
  ignore.sa_handler = SIG_IGN;
  sigemptyset(&ignore.sa_mask);
  sigaction(SIGINT, &ignore, saved);
}

/// After readline read a line: signals are no longer passed on, and SIGINT's disposition saved by crl_begin_reading
/// is back.
static inline void crl_end_reading(const struct sigaction *saved) {
  sigaction(SIGINT, saved, NULL);
  crl_signal_state()->reader_known = 0;
}

/// Installs crl_reading_interrupt for SIGINT and puts crl_forward_signal in front of the handlers readline installed
/// for the other signals it catches, unless they are there already (readline installs its handlers when a read
/// begins and again after it handled a signal, leaving SIGINT ignored, and restores the program's when the read
/// ends). Call it only while readline reads a line, from its input function.
static inline void crl_forward_readline_signals(void) {
  struct sigaction current;
  if (sigaction(SIGINT, NULL, &current) == 0 && current.sa_handler == crl_reading_interrupt) return;
  struct sigaction interrupt;
  memset(&interrupt, 0, sizeof interrupt);
  interrupt.sa_handler = crl_reading_interrupt;
  sigemptyset(&interrupt.sa_mask);
  sigaction(SIGINT, &interrupt, NULL);
  for (size_t index = 0; index < sizeof crl_caught_signals / sizeof crl_caught_signals[0]; index++) {
    int signal_number = crl_caught_signals[index];
    if (sigaction(signal_number, NULL, &current) != 0 || (current.sa_flags & SA_SIGINFO) != 0) continue;
    if (current.sa_handler == SIG_DFL || current.sa_handler == SIG_IGN || current.sa_handler == crl_forward_signal) {
      continue;
    }
    crl_signal_state()->readline_handlers[signal_number] = current.sa_handler;
    current.sa_handler = crl_forward_signal;
    sigaction(signal_number, &current, NULL);
  }
}

#endif
