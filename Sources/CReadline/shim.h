// The C side of widgetsim's line editor: GNU readline and its history library,
// plus small accessors for readline's mutable globals, so that Swift code (in
// Swift 6 language mode) reaches them through functions rather than through
// shared mutable state it cannot prove safe. Only LineEditor.swift uses this.
#ifndef WIDGETSIM_CREADLINE_SHIM_H
#define WIDGETSIM_CREADLINE_SHIM_H

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

/// Installs `handler` for SIGINT, saving the previous disposition in `previous`. SA_RESTART keeps a Ctrl-C typed
/// while the REPL is busy from failing its system calls with EINTR; inside readline, readline's own handler (which
/// does interrupt the read) is the one in force.
static inline int crl_install_sigint_handler(void (*handler)(int), struct sigaction *previous) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = handler;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;
  return sigaction(SIGINT, &action, previous);
}

/// Restores a SIGINT disposition saved by crl_install_sigint_handler.
static inline int crl_restore_sigint_handler(const struct sigaction *previous) {
  return sigaction(SIGINT, previous, NULL);
}

#endif
