// CRC-32C with the processor's own instruction (SSE 4.2's crc32 on x86-64), for the journal's line checksums.
// Swift cannot call the intrinsic directly (it needs the sse4.2 target feature, which the package is not built
// with), so these header-only functions enable it for themselves and the Swift side asks, once, whether the
// processor has it. Elsewhere they report no hardware and WidgetJournal keeps its table-driven CRC.
#ifndef WIDGETSIM_CHARDWARECRC_SHIM_H
#define WIDGETSIM_CHARDWARECRC_SHIM_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#if defined(__x86_64__)

/// Whether this processor has SSE 4.2's crc32 instruction (1) or not (0).
static inline int whc_has_hardware(void) {
  __builtin_cpu_init();
  return __builtin_cpu_supports("sse4.2") ? 1 : 0;
}

/// Continues a running (not finalised) CRC-32C over `count` bytes at `bytes`, eight at a time.
/// Only call it when whc_has_hardware() is 1.
__attribute__((target("sse4.2"))) static inline uint32_t whc_update(uint32_t crc, const uint8_t *bytes,
                                                                    size_t count) {
  uint64_t wide = crc;
  while (count >= 8) {
    uint64_t word;
    memcpy(&word, bytes, 8);
    wide = __builtin_ia32_crc32di(wide, word);
    bytes += 8;
    count -= 8;
  }
  uint32_t narrow = (uint32_t)wide;
  while (count > 0) {
    narrow = __builtin_ia32_crc32qi(narrow, *bytes);
    bytes += 1;
    count -= 1;
  }
  return narrow;
}

/// Continues a running CRC-32C over one byte. Only call it when whc_has_hardware() is 1.
__attribute__((target("sse4.2"))) static inline uint32_t whc_update_byte(uint32_t crc, uint8_t byte) {
  return __builtin_ia32_crc32qi(crc, byte);
}

#else

/// Whether this processor has a CRC-32C instruction these functions use: never on this architecture.
static inline int whc_has_hardware(void) { return 0; }

/// Never called on this architecture (whc_has_hardware() is 0); returns `crc` unchanged.
static inline uint32_t whc_update(uint32_t crc, const uint8_t *bytes, size_t count) {
  (void)bytes;
  (void)count;
  return crc;
}

/// Never called on this architecture (whc_has_hardware() is 0); returns `crc` unchanged.
static inline uint32_t whc_update_byte(uint32_t crc, uint8_t byte) {
  (void)byte;
  return crc;
}

#endif

#endif
