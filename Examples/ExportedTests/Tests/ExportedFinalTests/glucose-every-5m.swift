// swift-format-ignore-file
// glucose-every-5m.jsonl as a test, written by `widgetsim export swift-testing --style final`. Actions 4–869 (1–3
// define the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, then, at the end,
// every widget's: ids, status, shown entry, next refresh and budget used. A failure names the widget, the field, the
// value expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("glucose-every-5m")
struct GlucoseEvery5mTests {
  @Test("glucose-every-5m.jsonl: the state at the end")
  func finalState() throws {
    var scenario = try WidgetScenario(exportedFrom: "glucose-every-5m.jsonl", start: "2026-03-01T08:00:00Z")
    try seq4To253(&scenario)
    try seq254To503(&scenario)
    try seq504To753(&scenario)
    try seq754To869(&scenario)

    #expect(scenario.widgetIDs == ["w1"], "at the end (seq 869)")
    #expect(scenario.status(of: "w1") == .stale, "at the end (seq 869)")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T11:20:00Z {"reading":40}"#, "at the end (seq 869)")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-02T08:05:00Z", "at the end (seq 869)")
    #expect(scenario.budgetUsed(of: "w1") == 40, "at the end (seq 869)")
  }

  /// Seq 4 to 253.
  private func seq4To253(_ scenario: inout WidgetScenario) throws {
    try scenario.run("define glucose families=small entries=1 every=5m policy=never data=glucose:latest ttl=15m fallback=placeholder appgroup=yes")  // seq 4
    try scenario.run("add glucose small")  // seq 5
    try scenario.run(#"data glucose:latest {"reading":1}"#)  // seq 6
    try scenario.run("reload glucose")  // seq 7
    try scenario.run("tick to 2026-03-01T08:05:00Z")  // seq 8
    try scenario.run(#"data glucose:latest {"reading":2}"#)  // seq 9
    try scenario.run("reload glucose")  // seq 10
    try scenario.run("tick to 2026-03-01T08:10:00Z")  // seq 11
    try scenario.run(#"data glucose:latest {"reading":3}"#)  // seq 12
    try scenario.run("reload glucose")  // seq 13
    try scenario.run("tick to 2026-03-01T08:15:00Z")  // seq 14
    try scenario.run(#"data glucose:latest {"reading":4}"#)  // seq 15
    try scenario.run("reload glucose")  // seq 16
    try scenario.run("tick to 2026-03-01T08:20:00Z")  // seq 17
    try scenario.run(#"data glucose:latest {"reading":5}"#)  // seq 18
    try scenario.run("reload glucose")  // seq 19
    try scenario.run("tick to 2026-03-01T08:25:00Z")  // seq 20
    try scenario.run(#"data glucose:latest {"reading":6}"#)  // seq 21
    try scenario.run("reload glucose")  // seq 22
    try scenario.run("tick to 2026-03-01T08:30:00Z")  // seq 23
    try scenario.run(#"data glucose:latest {"reading":7}"#)  // seq 24
    try scenario.run("reload glucose")  // seq 25
    try scenario.run("tick to 2026-03-01T08:35:00Z")  // seq 26
    try scenario.run(#"data glucose:latest {"reading":8}"#)  // seq 27
    try scenario.run("reload glucose")  // seq 28
    try scenario.run("tick to 2026-03-01T08:40:00Z")  // seq 29
    try scenario.run(#"data glucose:latest {"reading":9}"#)  // seq 30
    try scenario.run("reload glucose")  // seq 31
    try scenario.run("tick to 2026-03-01T08:45:00Z")  // seq 32
    try scenario.run(#"data glucose:latest {"reading":10}"#)  // seq 33
    try scenario.run("reload glucose")  // seq 34
    try scenario.run("tick to 2026-03-01T08:50:00Z")  // seq 35
    try scenario.run(#"data glucose:latest {"reading":11}"#)  // seq 36
    try scenario.run("reload glucose")  // seq 37
    try scenario.run("tick to 2026-03-01T08:55:00Z")  // seq 38
    try scenario.run(#"data glucose:latest {"reading":12}"#)  // seq 39
    try scenario.run("reload glucose")  // seq 40
    try scenario.run("tick to 2026-03-01T09:00:00Z")  // seq 41
    try scenario.run(#"data glucose:latest {"reading":13}"#)  // seq 42
    try scenario.run("reload glucose")  // seq 43
    try scenario.run("tick to 2026-03-01T09:05:00Z")  // seq 44
    try scenario.run(#"data glucose:latest {"reading":14}"#)  // seq 45
    try scenario.run("reload glucose")  // seq 46
    try scenario.run("tick to 2026-03-01T09:10:00Z")  // seq 47
    try scenario.run(#"data glucose:latest {"reading":15}"#)  // seq 48
    try scenario.run("reload glucose")  // seq 49
    try scenario.run("tick to 2026-03-01T09:15:00Z")  // seq 50
    try scenario.run(#"data glucose:latest {"reading":16}"#)  // seq 51
    try scenario.run("reload glucose")  // seq 52
    try scenario.run("tick to 2026-03-01T09:20:00Z")  // seq 53
    try scenario.run(#"data glucose:latest {"reading":17}"#)  // seq 54
    try scenario.run("reload glucose")  // seq 55
    try scenario.run("tick to 2026-03-01T09:25:00Z")  // seq 56
    try scenario.run(#"data glucose:latest {"reading":18}"#)  // seq 57
    try scenario.run("reload glucose")  // seq 58
    try scenario.run("tick to 2026-03-01T09:30:00Z")  // seq 59
    try scenario.run(#"data glucose:latest {"reading":19}"#)  // seq 60
    try scenario.run("reload glucose")  // seq 61
    try scenario.run("tick to 2026-03-01T09:35:00Z")  // seq 62
    try scenario.run(#"data glucose:latest {"reading":20}"#)  // seq 63
    try scenario.run("reload glucose")  // seq 64
    try scenario.run("tick to 2026-03-01T09:40:00Z")  // seq 65
    try scenario.run(#"data glucose:latest {"reading":21}"#)  // seq 66
    try scenario.run("reload glucose")  // seq 67
    try scenario.run("tick to 2026-03-01T09:45:00Z")  // seq 68
    try scenario.run(#"data glucose:latest {"reading":22}"#)  // seq 69
    try scenario.run("reload glucose")  // seq 70
    try scenario.run("tick to 2026-03-01T09:50:00Z")  // seq 71
    try scenario.run(#"data glucose:latest {"reading":23}"#)  // seq 72
    try scenario.run("reload glucose")  // seq 73
    try scenario.run("tick to 2026-03-01T09:55:00Z")  // seq 74
    try scenario.run(#"data glucose:latest {"reading":24}"#)  // seq 75
    try scenario.run("reload glucose")  // seq 76
    try scenario.run("tick to 2026-03-01T10:00:00Z")  // seq 77
    try scenario.run(#"data glucose:latest {"reading":25}"#)  // seq 78
    try scenario.run("reload glucose")  // seq 79
    try scenario.run("tick to 2026-03-01T10:05:00Z")  // seq 80
    try scenario.run(#"data glucose:latest {"reading":26}"#)  // seq 81
    try scenario.run("reload glucose")  // seq 82
    try scenario.run("tick to 2026-03-01T10:10:00Z")  // seq 83
    try scenario.run(#"data glucose:latest {"reading":27}"#)  // seq 84
    try scenario.run("reload glucose")  // seq 85
    try scenario.run("tick to 2026-03-01T10:15:00Z")  // seq 86
    try scenario.run(#"data glucose:latest {"reading":28}"#)  // seq 87
    try scenario.run("reload glucose")  // seq 88
    try scenario.run("tick to 2026-03-01T10:20:00Z")  // seq 89
    try scenario.run(#"data glucose:latest {"reading":29}"#)  // seq 90
    try scenario.run("reload glucose")  // seq 91
    try scenario.run("tick to 2026-03-01T10:25:00Z")  // seq 92
    try scenario.run(#"data glucose:latest {"reading":30}"#)  // seq 93
    try scenario.run("reload glucose")  // seq 94
    try scenario.run("tick to 2026-03-01T10:30:00Z")  // seq 95
    try scenario.run(#"data glucose:latest {"reading":31}"#)  // seq 96
    try scenario.run("reload glucose")  // seq 97
    try scenario.run("tick to 2026-03-01T10:35:00Z")  // seq 98
    try scenario.run(#"data glucose:latest {"reading":32}"#)  // seq 99
    try scenario.run("reload glucose")  // seq 100
    try scenario.run("tick to 2026-03-01T10:40:00Z")  // seq 101
    try scenario.run(#"data glucose:latest {"reading":33}"#)  // seq 102
    try scenario.run("reload glucose")  // seq 103
    try scenario.run("tick to 2026-03-01T10:45:00Z")  // seq 104
    try scenario.run(#"data glucose:latest {"reading":34}"#)  // seq 105
    try scenario.run("reload glucose")  // seq 106
    try scenario.run("tick to 2026-03-01T10:50:00Z")  // seq 107
    try scenario.run(#"data glucose:latest {"reading":35}"#)  // seq 108
    try scenario.run("reload glucose")  // seq 109
    try scenario.run("tick to 2026-03-01T10:55:00Z")  // seq 110
    try scenario.run(#"data glucose:latest {"reading":36}"#)  // seq 111
    try scenario.run("reload glucose")  // seq 112
    try scenario.run("tick to 2026-03-01T11:00:00Z")  // seq 113
    try scenario.run(#"data glucose:latest {"reading":37}"#)  // seq 114
    try scenario.run("reload glucose")  // seq 115
    try scenario.run("tick to 2026-03-01T11:05:00Z")  // seq 116
    try scenario.run(#"data glucose:latest {"reading":38}"#)  // seq 117
    try scenario.run("reload glucose")  // seq 118
    try scenario.run("tick to 2026-03-01T11:10:00Z")  // seq 119
    try scenario.run(#"data glucose:latest {"reading":39}"#)  // seq 120
    try scenario.run("reload glucose")  // seq 121
    try scenario.run("tick to 2026-03-01T11:15:00Z")  // seq 122
    try scenario.run(#"data glucose:latest {"reading":40}"#)  // seq 123
    try scenario.run("reload glucose")  // seq 124
    try scenario.run("tick to 2026-03-01T11:20:00Z")  // seq 125
    try scenario.run(#"data glucose:latest {"reading":41}"#)  // seq 126
    try scenario.run("reload glucose")  // seq 127
    try scenario.run("tick to 2026-03-01T11:25:00Z")  // seq 128
    try scenario.run(#"data glucose:latest {"reading":42}"#)  // seq 129
    try scenario.run("reload glucose")  // seq 130
    try scenario.run("tick to 2026-03-01T11:30:00Z")  // seq 131
    try scenario.run(#"data glucose:latest {"reading":43}"#)  // seq 132
    try scenario.run("reload glucose")  // seq 133
    try scenario.run("tick to 2026-03-01T11:35:00Z")  // seq 134
    try scenario.run(#"data glucose:latest {"reading":44}"#)  // seq 135
    try scenario.run("reload glucose")  // seq 136
    try scenario.run("tick to 2026-03-01T11:40:00Z")  // seq 137
    try scenario.run(#"data glucose:latest {"reading":45}"#)  // seq 138
    try scenario.run("reload glucose")  // seq 139
    try scenario.run("tick to 2026-03-01T11:45:00Z")  // seq 140
    try scenario.run(#"data glucose:latest {"reading":46}"#)  // seq 141
    try scenario.run("reload glucose")  // seq 142
    try scenario.run("tick to 2026-03-01T11:50:00Z")  // seq 143
    try scenario.run(#"data glucose:latest {"reading":47}"#)  // seq 144
    try scenario.run("reload glucose")  // seq 145
    try scenario.run("tick to 2026-03-01T11:55:00Z")  // seq 146
    try scenario.run(#"data glucose:latest {"reading":48}"#)  // seq 147
    try scenario.run("reload glucose")  // seq 148
    try scenario.run("tick to 2026-03-01T12:00:00Z")  // seq 149
    try scenario.run(#"data glucose:latest {"reading":49}"#)  // seq 150
    try scenario.run("reload glucose")  // seq 151
    try scenario.run("tick to 2026-03-01T12:05:00Z")  // seq 152
    try scenario.run(#"data glucose:latest {"reading":50}"#)  // seq 153
    try scenario.run("reload glucose")  // seq 154
    try scenario.run("tick to 2026-03-01T12:10:00Z")  // seq 155
    try scenario.run(#"data glucose:latest {"reading":51}"#)  // seq 156
    try scenario.run("reload glucose")  // seq 157
    try scenario.run("tick to 2026-03-01T12:15:00Z")  // seq 158
    try scenario.run(#"data glucose:latest {"reading":52}"#)  // seq 159
    try scenario.run("reload glucose")  // seq 160
    try scenario.run("tick to 2026-03-01T12:20:00Z")  // seq 161
    try scenario.run(#"data glucose:latest {"reading":53}"#)  // seq 162
    try scenario.run("reload glucose")  // seq 163
    try scenario.run("tick to 2026-03-01T12:25:00Z")  // seq 164
    try scenario.run(#"data glucose:latest {"reading":54}"#)  // seq 165
    try scenario.run("reload glucose")  // seq 166
    try scenario.run("tick to 2026-03-01T12:30:00Z")  // seq 167
    try scenario.run(#"data glucose:latest {"reading":55}"#)  // seq 168
    try scenario.run("reload glucose")  // seq 169
    try scenario.run("tick to 2026-03-01T12:35:00Z")  // seq 170
    try scenario.run(#"data glucose:latest {"reading":56}"#)  // seq 171
    try scenario.run("reload glucose")  // seq 172
    try scenario.run("tick to 2026-03-01T12:40:00Z")  // seq 173
    try scenario.run(#"data glucose:latest {"reading":57}"#)  // seq 174
    try scenario.run("reload glucose")  // seq 175
    try scenario.run("tick to 2026-03-01T12:45:00Z")  // seq 176
    try scenario.run(#"data glucose:latest {"reading":58}"#)  // seq 177
    try scenario.run("reload glucose")  // seq 178
    try scenario.run("tick to 2026-03-01T12:50:00Z")  // seq 179
    try scenario.run(#"data glucose:latest {"reading":59}"#)  // seq 180
    try scenario.run("reload glucose")  // seq 181
    try scenario.run("tick to 2026-03-01T12:55:00Z")  // seq 182
    try scenario.run(#"data glucose:latest {"reading":60}"#)  // seq 183
    try scenario.run("reload glucose")  // seq 184
    try scenario.run("tick to 2026-03-01T13:00:00Z")  // seq 185
    try scenario.run(#"data glucose:latest {"reading":61}"#)  // seq 186
    try scenario.run("reload glucose")  // seq 187
    try scenario.run("tick to 2026-03-01T13:05:00Z")  // seq 188
    try scenario.run(#"data glucose:latest {"reading":62}"#)  // seq 189
    try scenario.run("reload glucose")  // seq 190
    try scenario.run("tick to 2026-03-01T13:10:00Z")  // seq 191
    try scenario.run(#"data glucose:latest {"reading":63}"#)  // seq 192
    try scenario.run("reload glucose")  // seq 193
    try scenario.run("tick to 2026-03-01T13:15:00Z")  // seq 194
    try scenario.run(#"data glucose:latest {"reading":64}"#)  // seq 195
    try scenario.run("reload glucose")  // seq 196
    try scenario.run("tick to 2026-03-01T13:20:00Z")  // seq 197
    try scenario.run(#"data glucose:latest {"reading":65}"#)  // seq 198
    try scenario.run("reload glucose")  // seq 199
    try scenario.run("tick to 2026-03-01T13:25:00Z")  // seq 200
    try scenario.run(#"data glucose:latest {"reading":66}"#)  // seq 201
    try scenario.run("reload glucose")  // seq 202
    try scenario.run("tick to 2026-03-01T13:30:00Z")  // seq 203
    try scenario.run(#"data glucose:latest {"reading":67}"#)  // seq 204
    try scenario.run("reload glucose")  // seq 205
    try scenario.run("tick to 2026-03-01T13:35:00Z")  // seq 206
    try scenario.run(#"data glucose:latest {"reading":68}"#)  // seq 207
    try scenario.run("reload glucose")  // seq 208
    try scenario.run("tick to 2026-03-01T13:40:00Z")  // seq 209
    try scenario.run(#"data glucose:latest {"reading":69}"#)  // seq 210
    try scenario.run("reload glucose")  // seq 211
    try scenario.run("tick to 2026-03-01T13:45:00Z")  // seq 212
    try scenario.run(#"data glucose:latest {"reading":70}"#)  // seq 213
    try scenario.run("reload glucose")  // seq 214
    try scenario.run("tick to 2026-03-01T13:50:00Z")  // seq 215
    try scenario.run(#"data glucose:latest {"reading":71}"#)  // seq 216
    try scenario.run("reload glucose")  // seq 217
    try scenario.run("tick to 2026-03-01T13:55:00Z")  // seq 218
    try scenario.run(#"data glucose:latest {"reading":72}"#)  // seq 219
    try scenario.run("reload glucose")  // seq 220
    try scenario.run("tick to 2026-03-01T14:00:00Z")  // seq 221
    try scenario.run(#"data glucose:latest {"reading":73}"#)  // seq 222
    try scenario.run("reload glucose")  // seq 223
    try scenario.run("tick to 2026-03-01T14:05:00Z")  // seq 224
    try scenario.run(#"data glucose:latest {"reading":74}"#)  // seq 225
    try scenario.run("reload glucose")  // seq 226
    try scenario.run("tick to 2026-03-01T14:10:00Z")  // seq 227
    try scenario.run(#"data glucose:latest {"reading":75}"#)  // seq 228
    try scenario.run("reload glucose")  // seq 229
    try scenario.run("tick to 2026-03-01T14:15:00Z")  // seq 230
    try scenario.run(#"data glucose:latest {"reading":76}"#)  // seq 231
    try scenario.run("reload glucose")  // seq 232
    try scenario.run("tick to 2026-03-01T14:20:00Z")  // seq 233
    try scenario.run(#"data glucose:latest {"reading":77}"#)  // seq 234
    try scenario.run("reload glucose")  // seq 235
    try scenario.run("tick to 2026-03-01T14:25:00Z")  // seq 236
    try scenario.run(#"data glucose:latest {"reading":78}"#)  // seq 237
    try scenario.run("reload glucose")  // seq 238
    try scenario.run("tick to 2026-03-01T14:30:00Z")  // seq 239
    try scenario.run(#"data glucose:latest {"reading":79}"#)  // seq 240
    try scenario.run("reload glucose")  // seq 241
    try scenario.run("tick to 2026-03-01T14:35:00Z")  // seq 242
    try scenario.run(#"data glucose:latest {"reading":80}"#)  // seq 243
    try scenario.run("reload glucose")  // seq 244
    try scenario.run("tick to 2026-03-01T14:40:00Z")  // seq 245
    try scenario.run(#"data glucose:latest {"reading":81}"#)  // seq 246
    try scenario.run("reload glucose")  // seq 247
    try scenario.run("tick to 2026-03-01T14:45:00Z")  // seq 248
    try scenario.run(#"data glucose:latest {"reading":82}"#)  // seq 249
    try scenario.run("reload glucose")  // seq 250
    try scenario.run("tick to 2026-03-01T14:50:00Z")  // seq 251
    try scenario.run(#"data glucose:latest {"reading":83}"#)  // seq 252
    try scenario.run("reload glucose")  // seq 253
  }

  /// Seq 254 to 503.
  private func seq254To503(_ scenario: inout WidgetScenario) throws {
    try scenario.run("tick to 2026-03-01T14:55:00Z")  // seq 254
    try scenario.run(#"data glucose:latest {"reading":84}"#)  // seq 255
    try scenario.run("reload glucose")  // seq 256
    try scenario.run("tick to 2026-03-01T15:00:00Z")  // seq 257
    try scenario.run(#"data glucose:latest {"reading":85}"#)  // seq 258
    try scenario.run("reload glucose")  // seq 259
    try scenario.run("tick to 2026-03-01T15:05:00Z")  // seq 260
    try scenario.run(#"data glucose:latest {"reading":86}"#)  // seq 261
    try scenario.run("reload glucose")  // seq 262
    try scenario.run("tick to 2026-03-01T15:10:00Z")  // seq 263
    try scenario.run(#"data glucose:latest {"reading":87}"#)  // seq 264
    try scenario.run("reload glucose")  // seq 265
    try scenario.run("tick to 2026-03-01T15:15:00Z")  // seq 266
    try scenario.run(#"data glucose:latest {"reading":88}"#)  // seq 267
    try scenario.run("reload glucose")  // seq 268
    try scenario.run("tick to 2026-03-01T15:20:00Z")  // seq 269
    try scenario.run(#"data glucose:latest {"reading":89}"#)  // seq 270
    try scenario.run("reload glucose")  // seq 271
    try scenario.run("tick to 2026-03-01T15:25:00Z")  // seq 272
    try scenario.run(#"data glucose:latest {"reading":90}"#)  // seq 273
    try scenario.run("reload glucose")  // seq 274
    try scenario.run("tick to 2026-03-01T15:30:00Z")  // seq 275
    try scenario.run(#"data glucose:latest {"reading":91}"#)  // seq 276
    try scenario.run("reload glucose")  // seq 277
    try scenario.run("tick to 2026-03-01T15:35:00Z")  // seq 278
    try scenario.run(#"data glucose:latest {"reading":92}"#)  // seq 279
    try scenario.run("reload glucose")  // seq 280
    try scenario.run("tick to 2026-03-01T15:40:00Z")  // seq 281
    try scenario.run(#"data glucose:latest {"reading":93}"#)  // seq 282
    try scenario.run("reload glucose")  // seq 283
    try scenario.run("tick to 2026-03-01T15:45:00Z")  // seq 284
    try scenario.run(#"data glucose:latest {"reading":94}"#)  // seq 285
    try scenario.run("reload glucose")  // seq 286
    try scenario.run("tick to 2026-03-01T15:50:00Z")  // seq 287
    try scenario.run(#"data glucose:latest {"reading":95}"#)  // seq 288
    try scenario.run("reload glucose")  // seq 289
    try scenario.run("tick to 2026-03-01T15:55:00Z")  // seq 290
    try scenario.run(#"data glucose:latest {"reading":96}"#)  // seq 291
    try scenario.run("reload glucose")  // seq 292
    try scenario.run("tick to 2026-03-01T16:00:00Z")  // seq 293
    try scenario.run(#"data glucose:latest {"reading":97}"#)  // seq 294
    try scenario.run("reload glucose")  // seq 295
    try scenario.run("tick to 2026-03-01T16:05:00Z")  // seq 296
    try scenario.run(#"data glucose:latest {"reading":98}"#)  // seq 297
    try scenario.run("reload glucose")  // seq 298
    try scenario.run("tick to 2026-03-01T16:10:00Z")  // seq 299
    try scenario.run(#"data glucose:latest {"reading":99}"#)  // seq 300
    try scenario.run("reload glucose")  // seq 301
    try scenario.run("tick to 2026-03-01T16:15:00Z")  // seq 302
    try scenario.run(#"data glucose:latest {"reading":100}"#)  // seq 303
    try scenario.run("reload glucose")  // seq 304
    try scenario.run("tick to 2026-03-01T16:20:00Z")  // seq 305
    try scenario.run(#"data glucose:latest {"reading":101}"#)  // seq 306
    try scenario.run("reload glucose")  // seq 307
    try scenario.run("tick to 2026-03-01T16:25:00Z")  // seq 308
    try scenario.run(#"data glucose:latest {"reading":102}"#)  // seq 309
    try scenario.run("reload glucose")  // seq 310
    try scenario.run("tick to 2026-03-01T16:30:00Z")  // seq 311
    try scenario.run(#"data glucose:latest {"reading":103}"#)  // seq 312
    try scenario.run("reload glucose")  // seq 313
    try scenario.run("tick to 2026-03-01T16:35:00Z")  // seq 314
    try scenario.run(#"data glucose:latest {"reading":104}"#)  // seq 315
    try scenario.run("reload glucose")  // seq 316
    try scenario.run("tick to 2026-03-01T16:40:00Z")  // seq 317
    try scenario.run(#"data glucose:latest {"reading":105}"#)  // seq 318
    try scenario.run("reload glucose")  // seq 319
    try scenario.run("tick to 2026-03-01T16:45:00Z")  // seq 320
    try scenario.run(#"data glucose:latest {"reading":106}"#)  // seq 321
    try scenario.run("reload glucose")  // seq 322
    try scenario.run("tick to 2026-03-01T16:50:00Z")  // seq 323
    try scenario.run(#"data glucose:latest {"reading":107}"#)  // seq 324
    try scenario.run("reload glucose")  // seq 325
    try scenario.run("tick to 2026-03-01T16:55:00Z")  // seq 326
    try scenario.run(#"data glucose:latest {"reading":108}"#)  // seq 327
    try scenario.run("reload glucose")  // seq 328
    try scenario.run("tick to 2026-03-01T17:00:00Z")  // seq 329
    try scenario.run(#"data glucose:latest {"reading":109}"#)  // seq 330
    try scenario.run("reload glucose")  // seq 331
    try scenario.run("tick to 2026-03-01T17:05:00Z")  // seq 332
    try scenario.run(#"data glucose:latest {"reading":110}"#)  // seq 333
    try scenario.run("reload glucose")  // seq 334
    try scenario.run("tick to 2026-03-01T17:10:00Z")  // seq 335
    try scenario.run(#"data glucose:latest {"reading":111}"#)  // seq 336
    try scenario.run("reload glucose")  // seq 337
    try scenario.run("tick to 2026-03-01T17:15:00Z")  // seq 338
    try scenario.run(#"data glucose:latest {"reading":112}"#)  // seq 339
    try scenario.run("reload glucose")  // seq 340
    try scenario.run("tick to 2026-03-01T17:20:00Z")  // seq 341
    try scenario.run(#"data glucose:latest {"reading":113}"#)  // seq 342
    try scenario.run("reload glucose")  // seq 343
    try scenario.run("tick to 2026-03-01T17:25:00Z")  // seq 344
    try scenario.run(#"data glucose:latest {"reading":114}"#)  // seq 345
    try scenario.run("reload glucose")  // seq 346
    try scenario.run("tick to 2026-03-01T17:30:00Z")  // seq 347
    try scenario.run(#"data glucose:latest {"reading":115}"#)  // seq 348
    try scenario.run("reload glucose")  // seq 349
    try scenario.run("tick to 2026-03-01T17:35:00Z")  // seq 350
    try scenario.run(#"data glucose:latest {"reading":116}"#)  // seq 351
    try scenario.run("reload glucose")  // seq 352
    try scenario.run("tick to 2026-03-01T17:40:00Z")  // seq 353
    try scenario.run(#"data glucose:latest {"reading":117}"#)  // seq 354
    try scenario.run("reload glucose")  // seq 355
    try scenario.run("tick to 2026-03-01T17:45:00Z")  // seq 356
    try scenario.run(#"data glucose:latest {"reading":118}"#)  // seq 357
    try scenario.run("reload glucose")  // seq 358
    try scenario.run("tick to 2026-03-01T17:50:00Z")  // seq 359
    try scenario.run(#"data glucose:latest {"reading":119}"#)  // seq 360
    try scenario.run("reload glucose")  // seq 361
    try scenario.run("tick to 2026-03-01T17:55:00Z")  // seq 362
    try scenario.run(#"data glucose:latest {"reading":120}"#)  // seq 363
    try scenario.run("reload glucose")  // seq 364
    try scenario.run("tick to 2026-03-01T18:00:00Z")  // seq 365
    try scenario.run(#"data glucose:latest {"reading":121}"#)  // seq 366
    try scenario.run("reload glucose")  // seq 367
    try scenario.run("tick to 2026-03-01T18:05:00Z")  // seq 368
    try scenario.run(#"data glucose:latest {"reading":122}"#)  // seq 369
    try scenario.run("reload glucose")  // seq 370
    try scenario.run("tick to 2026-03-01T18:10:00Z")  // seq 371
    try scenario.run(#"data glucose:latest {"reading":123}"#)  // seq 372
    try scenario.run("reload glucose")  // seq 373
    try scenario.run("tick to 2026-03-01T18:15:00Z")  // seq 374
    try scenario.run(#"data glucose:latest {"reading":124}"#)  // seq 375
    try scenario.run("reload glucose")  // seq 376
    try scenario.run("tick to 2026-03-01T18:20:00Z")  // seq 377
    try scenario.run(#"data glucose:latest {"reading":125}"#)  // seq 378
    try scenario.run("reload glucose")  // seq 379
    try scenario.run("tick to 2026-03-01T18:25:00Z")  // seq 380
    try scenario.run(#"data glucose:latest {"reading":126}"#)  // seq 381
    try scenario.run("reload glucose")  // seq 382
    try scenario.run("tick to 2026-03-01T18:30:00Z")  // seq 383
    try scenario.run(#"data glucose:latest {"reading":127}"#)  // seq 384
    try scenario.run("reload glucose")  // seq 385
    try scenario.run("tick to 2026-03-01T18:35:00Z")  // seq 386
    try scenario.run(#"data glucose:latest {"reading":128}"#)  // seq 387
    try scenario.run("reload glucose")  // seq 388
    try scenario.run("tick to 2026-03-01T18:40:00Z")  // seq 389
    try scenario.run(#"data glucose:latest {"reading":129}"#)  // seq 390
    try scenario.run("reload glucose")  // seq 391
    try scenario.run("tick to 2026-03-01T18:45:00Z")  // seq 392
    try scenario.run(#"data glucose:latest {"reading":130}"#)  // seq 393
    try scenario.run("reload glucose")  // seq 394
    try scenario.run("tick to 2026-03-01T18:50:00Z")  // seq 395
    try scenario.run(#"data glucose:latest {"reading":131}"#)  // seq 396
    try scenario.run("reload glucose")  // seq 397
    try scenario.run("tick to 2026-03-01T18:55:00Z")  // seq 398
    try scenario.run(#"data glucose:latest {"reading":132}"#)  // seq 399
    try scenario.run("reload glucose")  // seq 400
    try scenario.run("tick to 2026-03-01T19:00:00Z")  // seq 401
    try scenario.run(#"data glucose:latest {"reading":133}"#)  // seq 402
    try scenario.run("reload glucose")  // seq 403
    try scenario.run("tick to 2026-03-01T19:05:00Z")  // seq 404
    try scenario.run(#"data glucose:latest {"reading":134}"#)  // seq 405
    try scenario.run("reload glucose")  // seq 406
    try scenario.run("tick to 2026-03-01T19:10:00Z")  // seq 407
    try scenario.run(#"data glucose:latest {"reading":135}"#)  // seq 408
    try scenario.run("reload glucose")  // seq 409
    try scenario.run("tick to 2026-03-01T19:15:00Z")  // seq 410
    try scenario.run(#"data glucose:latest {"reading":136}"#)  // seq 411
    try scenario.run("reload glucose")  // seq 412
    try scenario.run("tick to 2026-03-01T19:20:00Z")  // seq 413
    try scenario.run(#"data glucose:latest {"reading":137}"#)  // seq 414
    try scenario.run("reload glucose")  // seq 415
    try scenario.run("tick to 2026-03-01T19:25:00Z")  // seq 416
    try scenario.run(#"data glucose:latest {"reading":138}"#)  // seq 417
    try scenario.run("reload glucose")  // seq 418
    try scenario.run("tick to 2026-03-01T19:30:00Z")  // seq 419
    try scenario.run(#"data glucose:latest {"reading":139}"#)  // seq 420
    try scenario.run("reload glucose")  // seq 421
    try scenario.run("tick to 2026-03-01T19:35:00Z")  // seq 422
    try scenario.run(#"data glucose:latest {"reading":140}"#)  // seq 423
    try scenario.run("reload glucose")  // seq 424
    try scenario.run("tick to 2026-03-01T19:40:00Z")  // seq 425
    try scenario.run(#"data glucose:latest {"reading":141}"#)  // seq 426
    try scenario.run("reload glucose")  // seq 427
    try scenario.run("tick to 2026-03-01T19:45:00Z")  // seq 428
    try scenario.run(#"data glucose:latest {"reading":142}"#)  // seq 429
    try scenario.run("reload glucose")  // seq 430
    try scenario.run("tick to 2026-03-01T19:50:00Z")  // seq 431
    try scenario.run(#"data glucose:latest {"reading":143}"#)  // seq 432
    try scenario.run("reload glucose")  // seq 433
    try scenario.run("tick to 2026-03-01T19:55:00Z")  // seq 434
    try scenario.run(#"data glucose:latest {"reading":144}"#)  // seq 435
    try scenario.run("reload glucose")  // seq 436
    try scenario.run("tick to 2026-03-01T20:00:00Z")  // seq 437
    try scenario.run(#"data glucose:latest {"reading":145}"#)  // seq 438
    try scenario.run("reload glucose")  // seq 439
    try scenario.run("tick to 2026-03-01T20:05:00Z")  // seq 440
    try scenario.run(#"data glucose:latest {"reading":146}"#)  // seq 441
    try scenario.run("reload glucose")  // seq 442
    try scenario.run("tick to 2026-03-01T20:10:00Z")  // seq 443
    try scenario.run(#"data glucose:latest {"reading":147}"#)  // seq 444
    try scenario.run("reload glucose")  // seq 445
    try scenario.run("tick to 2026-03-01T20:15:00Z")  // seq 446
    try scenario.run(#"data glucose:latest {"reading":148}"#)  // seq 447
    try scenario.run("reload glucose")  // seq 448
    try scenario.run("tick to 2026-03-01T20:20:00Z")  // seq 449
    try scenario.run(#"data glucose:latest {"reading":149}"#)  // seq 450
    try scenario.run("reload glucose")  // seq 451
    try scenario.run("tick to 2026-03-01T20:25:00Z")  // seq 452
    try scenario.run(#"data glucose:latest {"reading":150}"#)  // seq 453
    try scenario.run("reload glucose")  // seq 454
    try scenario.run("tick to 2026-03-01T20:30:00Z")  // seq 455
    try scenario.run(#"data glucose:latest {"reading":151}"#)  // seq 456
    try scenario.run("reload glucose")  // seq 457
    try scenario.run("tick to 2026-03-01T20:35:00Z")  // seq 458
    try scenario.run(#"data glucose:latest {"reading":152}"#)  // seq 459
    try scenario.run("reload glucose")  // seq 460
    try scenario.run("tick to 2026-03-01T20:40:00Z")  // seq 461
    try scenario.run(#"data glucose:latest {"reading":153}"#)  // seq 462
    try scenario.run("reload glucose")  // seq 463
    try scenario.run("tick to 2026-03-01T20:45:00Z")  // seq 464
    try scenario.run(#"data glucose:latest {"reading":154}"#)  // seq 465
    try scenario.run("reload glucose")  // seq 466
    try scenario.run("tick to 2026-03-01T20:50:00Z")  // seq 467
    try scenario.run(#"data glucose:latest {"reading":155}"#)  // seq 468
    try scenario.run("reload glucose")  // seq 469
    try scenario.run("tick to 2026-03-01T20:55:00Z")  // seq 470
    try scenario.run(#"data glucose:latest {"reading":156}"#)  // seq 471
    try scenario.run("reload glucose")  // seq 472
    try scenario.run("tick to 2026-03-01T21:00:00Z")  // seq 473
    try scenario.run(#"data glucose:latest {"reading":157}"#)  // seq 474
    try scenario.run("reload glucose")  // seq 475
    try scenario.run("tick to 2026-03-01T21:05:00Z")  // seq 476
    try scenario.run(#"data glucose:latest {"reading":158}"#)  // seq 477
    try scenario.run("reload glucose")  // seq 478
    try scenario.run("tick to 2026-03-01T21:10:00Z")  // seq 479
    try scenario.run(#"data glucose:latest {"reading":159}"#)  // seq 480
    try scenario.run("reload glucose")  // seq 481
    try scenario.run("tick to 2026-03-01T21:15:00Z")  // seq 482
    try scenario.run(#"data glucose:latest {"reading":160}"#)  // seq 483
    try scenario.run("reload glucose")  // seq 484
    try scenario.run("tick to 2026-03-01T21:20:00Z")  // seq 485
    try scenario.run(#"data glucose:latest {"reading":161}"#)  // seq 486
    try scenario.run("reload glucose")  // seq 487
    try scenario.run("tick to 2026-03-01T21:25:00Z")  // seq 488
    try scenario.run(#"data glucose:latest {"reading":162}"#)  // seq 489
    try scenario.run("reload glucose")  // seq 490
    try scenario.run("tick to 2026-03-01T21:30:00Z")  // seq 491
    try scenario.run(#"data glucose:latest {"reading":163}"#)  // seq 492
    try scenario.run("reload glucose")  // seq 493
    try scenario.run("tick to 2026-03-01T21:35:00Z")  // seq 494
    try scenario.run(#"data glucose:latest {"reading":164}"#)  // seq 495
    try scenario.run("reload glucose")  // seq 496
    try scenario.run("tick to 2026-03-01T21:40:00Z")  // seq 497
    try scenario.run(#"data glucose:latest {"reading":165}"#)  // seq 498
    try scenario.run("reload glucose")  // seq 499
    try scenario.run("tick to 2026-03-01T21:45:00Z")  // seq 500
    try scenario.run(#"data glucose:latest {"reading":166}"#)  // seq 501
    try scenario.run("reload glucose")  // seq 502
    try scenario.run("tick to 2026-03-01T21:50:00Z")  // seq 503
  }

  /// Seq 504 to 753.
  private func seq504To753(_ scenario: inout WidgetScenario) throws {
    try scenario.run(#"data glucose:latest {"reading":167}"#)  // seq 504
    try scenario.run("reload glucose")  // seq 505
    try scenario.run("tick to 2026-03-01T21:55:00Z")  // seq 506
    try scenario.run(#"data glucose:latest {"reading":168}"#)  // seq 507
    try scenario.run("reload glucose")  // seq 508
    try scenario.run("tick to 2026-03-01T22:00:00Z")  // seq 509
    try scenario.run(#"data glucose:latest {"reading":169}"#)  // seq 510
    try scenario.run("reload glucose")  // seq 511
    try scenario.run("tick to 2026-03-01T22:05:00Z")  // seq 512
    try scenario.run(#"data glucose:latest {"reading":170}"#)  // seq 513
    try scenario.run("reload glucose")  // seq 514
    try scenario.run("tick to 2026-03-01T22:10:00Z")  // seq 515
    try scenario.run(#"data glucose:latest {"reading":171}"#)  // seq 516
    try scenario.run("reload glucose")  // seq 517
    try scenario.run("tick to 2026-03-01T22:15:00Z")  // seq 518
    try scenario.run(#"data glucose:latest {"reading":172}"#)  // seq 519
    try scenario.run("reload glucose")  // seq 520
    try scenario.run("tick to 2026-03-01T22:20:00Z")  // seq 521
    try scenario.run(#"data glucose:latest {"reading":173}"#)  // seq 522
    try scenario.run("reload glucose")  // seq 523
    try scenario.run("tick to 2026-03-01T22:25:00Z")  // seq 524
    try scenario.run(#"data glucose:latest {"reading":174}"#)  // seq 525
    try scenario.run("reload glucose")  // seq 526
    try scenario.run("tick to 2026-03-01T22:30:00Z")  // seq 527
    try scenario.run(#"data glucose:latest {"reading":175}"#)  // seq 528
    try scenario.run("reload glucose")  // seq 529
    try scenario.run("tick to 2026-03-01T22:35:00Z")  // seq 530
    try scenario.run(#"data glucose:latest {"reading":176}"#)  // seq 531
    try scenario.run("reload glucose")  // seq 532
    try scenario.run("tick to 2026-03-01T22:40:00Z")  // seq 533
    try scenario.run(#"data glucose:latest {"reading":177}"#)  // seq 534
    try scenario.run("reload glucose")  // seq 535
    try scenario.run("tick to 2026-03-01T22:45:00Z")  // seq 536
    try scenario.run(#"data glucose:latest {"reading":178}"#)  // seq 537
    try scenario.run("reload glucose")  // seq 538
    try scenario.run("tick to 2026-03-01T22:50:00Z")  // seq 539
    try scenario.run(#"data glucose:latest {"reading":179}"#)  // seq 540
    try scenario.run("reload glucose")  // seq 541
    try scenario.run("tick to 2026-03-01T22:55:00Z")  // seq 542
    try scenario.run(#"data glucose:latest {"reading":180}"#)  // seq 543
    try scenario.run("reload glucose")  // seq 544
    try scenario.run("tick to 2026-03-01T23:00:00Z")  // seq 545
    try scenario.run(#"data glucose:latest {"reading":181}"#)  // seq 546
    try scenario.run("reload glucose")  // seq 547
    try scenario.run("tick to 2026-03-01T23:05:00Z")  // seq 548
    try scenario.run(#"data glucose:latest {"reading":182}"#)  // seq 549
    try scenario.run("reload glucose")  // seq 550
    try scenario.run("tick to 2026-03-01T23:10:00Z")  // seq 551
    try scenario.run(#"data glucose:latest {"reading":183}"#)  // seq 552
    try scenario.run("reload glucose")  // seq 553
    try scenario.run("tick to 2026-03-01T23:15:00Z")  // seq 554
    try scenario.run(#"data glucose:latest {"reading":184}"#)  // seq 555
    try scenario.run("reload glucose")  // seq 556
    try scenario.run("tick to 2026-03-01T23:20:00Z")  // seq 557
    try scenario.run(#"data glucose:latest {"reading":185}"#)  // seq 558
    try scenario.run("reload glucose")  // seq 559
    try scenario.run("tick to 2026-03-01T23:25:00Z")  // seq 560
    try scenario.run(#"data glucose:latest {"reading":186}"#)  // seq 561
    try scenario.run("reload glucose")  // seq 562
    try scenario.run("tick to 2026-03-01T23:30:00Z")  // seq 563
    try scenario.run(#"data glucose:latest {"reading":187}"#)  // seq 564
    try scenario.run("reload glucose")  // seq 565
    try scenario.run("tick to 2026-03-01T23:35:00Z")  // seq 566
    try scenario.run(#"data glucose:latest {"reading":188}"#)  // seq 567
    try scenario.run("reload glucose")  // seq 568
    try scenario.run("tick to 2026-03-01T23:40:00Z")  // seq 569
    try scenario.run(#"data glucose:latest {"reading":189}"#)  // seq 570
    try scenario.run("reload glucose")  // seq 571
    try scenario.run("tick to 2026-03-01T23:45:00Z")  // seq 572
    try scenario.run(#"data glucose:latest {"reading":190}"#)  // seq 573
    try scenario.run("reload glucose")  // seq 574
    try scenario.run("tick to 2026-03-01T23:50:00Z")  // seq 575
    try scenario.run(#"data glucose:latest {"reading":191}"#)  // seq 576
    try scenario.run("reload glucose")  // seq 577
    try scenario.run("tick to 2026-03-01T23:55:00Z")  // seq 578
    try scenario.run(#"data glucose:latest {"reading":192}"#)  // seq 579
    try scenario.run("reload glucose")  // seq 580
    try scenario.run("tick to 2026-03-02T00:00:00Z")  // seq 581
    try scenario.run(#"data glucose:latest {"reading":193}"#)  // seq 582
    try scenario.run("reload glucose")  // seq 583
    try scenario.run("tick to 2026-03-02T00:05:00Z")  // seq 584
    try scenario.run(#"data glucose:latest {"reading":194}"#)  // seq 585
    try scenario.run("reload glucose")  // seq 586
    try scenario.run("tick to 2026-03-02T00:10:00Z")  // seq 587
    try scenario.run(#"data glucose:latest {"reading":195}"#)  // seq 588
    try scenario.run("reload glucose")  // seq 589
    try scenario.run("tick to 2026-03-02T00:15:00Z")  // seq 590
    try scenario.run(#"data glucose:latest {"reading":196}"#)  // seq 591
    try scenario.run("reload glucose")  // seq 592
    try scenario.run("tick to 2026-03-02T00:20:00Z")  // seq 593
    try scenario.run(#"data glucose:latest {"reading":197}"#)  // seq 594
    try scenario.run("reload glucose")  // seq 595
    try scenario.run("tick to 2026-03-02T00:25:00Z")  // seq 596
    try scenario.run(#"data glucose:latest {"reading":198}"#)  // seq 597
    try scenario.run("reload glucose")  // seq 598
    try scenario.run("tick to 2026-03-02T00:30:00Z")  // seq 599
    try scenario.run(#"data glucose:latest {"reading":199}"#)  // seq 600
    try scenario.run("reload glucose")  // seq 601
    try scenario.run("tick to 2026-03-02T00:35:00Z")  // seq 602
    try scenario.run(#"data glucose:latest {"reading":200}"#)  // seq 603
    try scenario.run("reload glucose")  // seq 604
    try scenario.run("tick to 2026-03-02T00:40:00Z")  // seq 605
    try scenario.run(#"data glucose:latest {"reading":201}"#)  // seq 606
    try scenario.run("reload glucose")  // seq 607
    try scenario.run("tick to 2026-03-02T00:45:00Z")  // seq 608
    try scenario.run(#"data glucose:latest {"reading":202}"#)  // seq 609
    try scenario.run("reload glucose")  // seq 610
    try scenario.run("tick to 2026-03-02T00:50:00Z")  // seq 611
    try scenario.run(#"data glucose:latest {"reading":203}"#)  // seq 612
    try scenario.run("reload glucose")  // seq 613
    try scenario.run("tick to 2026-03-02T00:55:00Z")  // seq 614
    try scenario.run(#"data glucose:latest {"reading":204}"#)  // seq 615
    try scenario.run("reload glucose")  // seq 616
    try scenario.run("tick to 2026-03-02T01:00:00Z")  // seq 617
    try scenario.run(#"data glucose:latest {"reading":205}"#)  // seq 618
    try scenario.run("reload glucose")  // seq 619
    try scenario.run("tick to 2026-03-02T01:05:00Z")  // seq 620
    try scenario.run(#"data glucose:latest {"reading":206}"#)  // seq 621
    try scenario.run("reload glucose")  // seq 622
    try scenario.run("tick to 2026-03-02T01:10:00Z")  // seq 623
    try scenario.run(#"data glucose:latest {"reading":207}"#)  // seq 624
    try scenario.run("reload glucose")  // seq 625
    try scenario.run("tick to 2026-03-02T01:15:00Z")  // seq 626
    try scenario.run(#"data glucose:latest {"reading":208}"#)  // seq 627
    try scenario.run("reload glucose")  // seq 628
    try scenario.run("tick to 2026-03-02T01:20:00Z")  // seq 629
    try scenario.run(#"data glucose:latest {"reading":209}"#)  // seq 630
    try scenario.run("reload glucose")  // seq 631
    try scenario.run("tick to 2026-03-02T01:25:00Z")  // seq 632
    try scenario.run(#"data glucose:latest {"reading":210}"#)  // seq 633
    try scenario.run("reload glucose")  // seq 634
    try scenario.run("tick to 2026-03-02T01:30:00Z")  // seq 635
    try scenario.run(#"data glucose:latest {"reading":211}"#)  // seq 636
    try scenario.run("reload glucose")  // seq 637
    try scenario.run("tick to 2026-03-02T01:35:00Z")  // seq 638
    try scenario.run(#"data glucose:latest {"reading":212}"#)  // seq 639
    try scenario.run("reload glucose")  // seq 640
    try scenario.run("tick to 2026-03-02T01:40:00Z")  // seq 641
    try scenario.run(#"data glucose:latest {"reading":213}"#)  // seq 642
    try scenario.run("reload glucose")  // seq 643
    try scenario.run("tick to 2026-03-02T01:45:00Z")  // seq 644
    try scenario.run(#"data glucose:latest {"reading":214}"#)  // seq 645
    try scenario.run("reload glucose")  // seq 646
    try scenario.run("tick to 2026-03-02T01:50:00Z")  // seq 647
    try scenario.run(#"data glucose:latest {"reading":215}"#)  // seq 648
    try scenario.run("reload glucose")  // seq 649
    try scenario.run("tick to 2026-03-02T01:55:00Z")  // seq 650
    try scenario.run(#"data glucose:latest {"reading":216}"#)  // seq 651
    try scenario.run("reload glucose")  // seq 652
    try scenario.run("tick to 2026-03-02T02:00:00Z")  // seq 653
    try scenario.run(#"data glucose:latest {"reading":217}"#)  // seq 654
    try scenario.run("reload glucose")  // seq 655
    try scenario.run("tick to 2026-03-02T02:05:00Z")  // seq 656
    try scenario.run(#"data glucose:latest {"reading":218}"#)  // seq 657
    try scenario.run("reload glucose")  // seq 658
    try scenario.run("tick to 2026-03-02T02:10:00Z")  // seq 659
    try scenario.run(#"data glucose:latest {"reading":219}"#)  // seq 660
    try scenario.run("reload glucose")  // seq 661
    try scenario.run("tick to 2026-03-02T02:15:00Z")  // seq 662
    try scenario.run(#"data glucose:latest {"reading":220}"#)  // seq 663
    try scenario.run("reload glucose")  // seq 664
    try scenario.run("tick to 2026-03-02T02:20:00Z")  // seq 665
    try scenario.run(#"data glucose:latest {"reading":221}"#)  // seq 666
    try scenario.run("reload glucose")  // seq 667
    try scenario.run("tick to 2026-03-02T02:25:00Z")  // seq 668
    try scenario.run(#"data glucose:latest {"reading":222}"#)  // seq 669
    try scenario.run("reload glucose")  // seq 670
    try scenario.run("tick to 2026-03-02T02:30:00Z")  // seq 671
    try scenario.run(#"data glucose:latest {"reading":223}"#)  // seq 672
    try scenario.run("reload glucose")  // seq 673
    try scenario.run("tick to 2026-03-02T02:35:00Z")  // seq 674
    try scenario.run(#"data glucose:latest {"reading":224}"#)  // seq 675
    try scenario.run("reload glucose")  // seq 676
    try scenario.run("tick to 2026-03-02T02:40:00Z")  // seq 677
    try scenario.run(#"data glucose:latest {"reading":225}"#)  // seq 678
    try scenario.run("reload glucose")  // seq 679
    try scenario.run("tick to 2026-03-02T02:45:00Z")  // seq 680
    try scenario.run(#"data glucose:latest {"reading":226}"#)  // seq 681
    try scenario.run("reload glucose")  // seq 682
    try scenario.run("tick to 2026-03-02T02:50:00Z")  // seq 683
    try scenario.run(#"data glucose:latest {"reading":227}"#)  // seq 684
    try scenario.run("reload glucose")  // seq 685
    try scenario.run("tick to 2026-03-02T02:55:00Z")  // seq 686
    try scenario.run(#"data glucose:latest {"reading":228}"#)  // seq 687
    try scenario.run("reload glucose")  // seq 688
    try scenario.run("tick to 2026-03-02T03:00:00Z")  // seq 689
    try scenario.run(#"data glucose:latest {"reading":229}"#)  // seq 690
    try scenario.run("reload glucose")  // seq 691
    try scenario.run("tick to 2026-03-02T03:05:00Z")  // seq 692
    try scenario.run(#"data glucose:latest {"reading":230}"#)  // seq 693
    try scenario.run("reload glucose")  // seq 694
    try scenario.run("tick to 2026-03-02T03:10:00Z")  // seq 695
    try scenario.run(#"data glucose:latest {"reading":231}"#)  // seq 696
    try scenario.run("reload glucose")  // seq 697
    try scenario.run("tick to 2026-03-02T03:15:00Z")  // seq 698
    try scenario.run(#"data glucose:latest {"reading":232}"#)  // seq 699
    try scenario.run("reload glucose")  // seq 700
    try scenario.run("tick to 2026-03-02T03:20:00Z")  // seq 701
    try scenario.run(#"data glucose:latest {"reading":233}"#)  // seq 702
    try scenario.run("reload glucose")  // seq 703
    try scenario.run("tick to 2026-03-02T03:25:00Z")  // seq 704
    try scenario.run(#"data glucose:latest {"reading":234}"#)  // seq 705
    try scenario.run("reload glucose")  // seq 706
    try scenario.run("tick to 2026-03-02T03:30:00Z")  // seq 707
    try scenario.run(#"data glucose:latest {"reading":235}"#)  // seq 708
    try scenario.run("reload glucose")  // seq 709
    try scenario.run("tick to 2026-03-02T03:35:00Z")  // seq 710
    try scenario.run(#"data glucose:latest {"reading":236}"#)  // seq 711
    try scenario.run("reload glucose")  // seq 712
    try scenario.run("tick to 2026-03-02T03:40:00Z")  // seq 713
    try scenario.run(#"data glucose:latest {"reading":237}"#)  // seq 714
    try scenario.run("reload glucose")  // seq 715
    try scenario.run("tick to 2026-03-02T03:45:00Z")  // seq 716
    try scenario.run(#"data glucose:latest {"reading":238}"#)  // seq 717
    try scenario.run("reload glucose")  // seq 718
    try scenario.run("tick to 2026-03-02T03:50:00Z")  // seq 719
    try scenario.run(#"data glucose:latest {"reading":239}"#)  // seq 720
    try scenario.run("reload glucose")  // seq 721
    try scenario.run("tick to 2026-03-02T03:55:00Z")  // seq 722
    try scenario.run(#"data glucose:latest {"reading":240}"#)  // seq 723
    try scenario.run("reload glucose")  // seq 724
    try scenario.run("tick to 2026-03-02T04:00:00Z")  // seq 725
    try scenario.run(#"data glucose:latest {"reading":241}"#)  // seq 726
    try scenario.run("reload glucose")  // seq 727
    try scenario.run("tick to 2026-03-02T04:05:00Z")  // seq 728
    try scenario.run(#"data glucose:latest {"reading":242}"#)  // seq 729
    try scenario.run("reload glucose")  // seq 730
    try scenario.run("tick to 2026-03-02T04:10:00Z")  // seq 731
    try scenario.run(#"data glucose:latest {"reading":243}"#)  // seq 732
    try scenario.run("reload glucose")  // seq 733
    try scenario.run("tick to 2026-03-02T04:15:00Z")  // seq 734
    try scenario.run(#"data glucose:latest {"reading":244}"#)  // seq 735
    try scenario.run("reload glucose")  // seq 736
    try scenario.run("tick to 2026-03-02T04:20:00Z")  // seq 737
    try scenario.run(#"data glucose:latest {"reading":245}"#)  // seq 738
    try scenario.run("reload glucose")  // seq 739
    try scenario.run("tick to 2026-03-02T04:25:00Z")  // seq 740
    try scenario.run(#"data glucose:latest {"reading":246}"#)  // seq 741
    try scenario.run("reload glucose")  // seq 742
    try scenario.run("tick to 2026-03-02T04:30:00Z")  // seq 743
    try scenario.run(#"data glucose:latest {"reading":247}"#)  // seq 744
    try scenario.run("reload glucose")  // seq 745
    try scenario.run("tick to 2026-03-02T04:35:00Z")  // seq 746
    try scenario.run(#"data glucose:latest {"reading":248}"#)  // seq 747
    try scenario.run("reload glucose")  // seq 748
    try scenario.run("tick to 2026-03-02T04:40:00Z")  // seq 749
    try scenario.run(#"data glucose:latest {"reading":249}"#)  // seq 750
    try scenario.run("reload glucose")  // seq 751
    try scenario.run("tick to 2026-03-02T04:45:00Z")  // seq 752
    try scenario.run(#"data glucose:latest {"reading":250}"#)  // seq 753
  }

  /// Seq 754 to 869.
  private func seq754To869(_ scenario: inout WidgetScenario) throws {
    try scenario.run("reload glucose")  // seq 754
    try scenario.run("tick to 2026-03-02T04:50:00Z")  // seq 755
    try scenario.run(#"data glucose:latest {"reading":251}"#)  // seq 756
    try scenario.run("reload glucose")  // seq 757
    try scenario.run("tick to 2026-03-02T04:55:00Z")  // seq 758
    try scenario.run(#"data glucose:latest {"reading":252}"#)  // seq 759
    try scenario.run("reload glucose")  // seq 760
    try scenario.run("tick to 2026-03-02T05:00:00Z")  // seq 761
    try scenario.run(#"data glucose:latest {"reading":253}"#)  // seq 762
    try scenario.run("reload glucose")  // seq 763
    try scenario.run("tick to 2026-03-02T05:05:00Z")  // seq 764
    try scenario.run(#"data glucose:latest {"reading":254}"#)  // seq 765
    try scenario.run("reload glucose")  // seq 766
    try scenario.run("tick to 2026-03-02T05:10:00Z")  // seq 767
    try scenario.run(#"data glucose:latest {"reading":255}"#)  // seq 768
    try scenario.run("reload glucose")  // seq 769
    try scenario.run("tick to 2026-03-02T05:15:00Z")  // seq 770
    try scenario.run(#"data glucose:latest {"reading":256}"#)  // seq 771
    try scenario.run("reload glucose")  // seq 772
    try scenario.run("tick to 2026-03-02T05:20:00Z")  // seq 773
    try scenario.run(#"data glucose:latest {"reading":257}"#)  // seq 774
    try scenario.run("reload glucose")  // seq 775
    try scenario.run("tick to 2026-03-02T05:25:00Z")  // seq 776
    try scenario.run(#"data glucose:latest {"reading":258}"#)  // seq 777
    try scenario.run("reload glucose")  // seq 778
    try scenario.run("tick to 2026-03-02T05:30:00Z")  // seq 779
    try scenario.run(#"data glucose:latest {"reading":259}"#)  // seq 780
    try scenario.run("reload glucose")  // seq 781
    try scenario.run("tick to 2026-03-02T05:35:00Z")  // seq 782
    try scenario.run(#"data glucose:latest {"reading":260}"#)  // seq 783
    try scenario.run("reload glucose")  // seq 784
    try scenario.run("tick to 2026-03-02T05:40:00Z")  // seq 785
    try scenario.run(#"data glucose:latest {"reading":261}"#)  // seq 786
    try scenario.run("reload glucose")  // seq 787
    try scenario.run("tick to 2026-03-02T05:45:00Z")  // seq 788
    try scenario.run(#"data glucose:latest {"reading":262}"#)  // seq 789
    try scenario.run("reload glucose")  // seq 790
    try scenario.run("tick to 2026-03-02T05:50:00Z")  // seq 791
    try scenario.run(#"data glucose:latest {"reading":263}"#)  // seq 792
    try scenario.run("reload glucose")  // seq 793
    try scenario.run("tick to 2026-03-02T05:55:00Z")  // seq 794
    try scenario.run(#"data glucose:latest {"reading":264}"#)  // seq 795
    try scenario.run("reload glucose")  // seq 796
    try scenario.run("tick to 2026-03-02T06:00:00Z")  // seq 797
    try scenario.run(#"data glucose:latest {"reading":265}"#)  // seq 798
    try scenario.run("reload glucose")  // seq 799
    try scenario.run("tick to 2026-03-02T06:05:00Z")  // seq 800
    try scenario.run(#"data glucose:latest {"reading":266}"#)  // seq 801
    try scenario.run("reload glucose")  // seq 802
    try scenario.run("tick to 2026-03-02T06:10:00Z")  // seq 803
    try scenario.run(#"data glucose:latest {"reading":267}"#)  // seq 804
    try scenario.run("reload glucose")  // seq 805
    try scenario.run("tick to 2026-03-02T06:15:00Z")  // seq 806
    try scenario.run(#"data glucose:latest {"reading":268}"#)  // seq 807
    try scenario.run("reload glucose")  // seq 808
    try scenario.run("tick to 2026-03-02T06:20:00Z")  // seq 809
    try scenario.run(#"data glucose:latest {"reading":269}"#)  // seq 810
    try scenario.run("reload glucose")  // seq 811
    try scenario.run("tick to 2026-03-02T06:25:00Z")  // seq 812
    try scenario.run(#"data glucose:latest {"reading":270}"#)  // seq 813
    try scenario.run("reload glucose")  // seq 814
    try scenario.run("tick to 2026-03-02T06:30:00Z")  // seq 815
    try scenario.run(#"data glucose:latest {"reading":271}"#)  // seq 816
    try scenario.run("reload glucose")  // seq 817
    try scenario.run("tick to 2026-03-02T06:35:00Z")  // seq 818
    try scenario.run(#"data glucose:latest {"reading":272}"#)  // seq 819
    try scenario.run("reload glucose")  // seq 820
    try scenario.run("tick to 2026-03-02T06:40:00Z")  // seq 821
    try scenario.run(#"data glucose:latest {"reading":273}"#)  // seq 822
    try scenario.run("reload glucose")  // seq 823
    try scenario.run("tick to 2026-03-02T06:45:00Z")  // seq 824
    try scenario.run(#"data glucose:latest {"reading":274}"#)  // seq 825
    try scenario.run("reload glucose")  // seq 826
    try scenario.run("tick to 2026-03-02T06:50:00Z")  // seq 827
    try scenario.run(#"data glucose:latest {"reading":275}"#)  // seq 828
    try scenario.run("reload glucose")  // seq 829
    try scenario.run("tick to 2026-03-02T06:55:00Z")  // seq 830
    try scenario.run(#"data glucose:latest {"reading":276}"#)  // seq 831
    try scenario.run("reload glucose")  // seq 832
    try scenario.run("tick to 2026-03-02T07:00:00Z")  // seq 833
    try scenario.run(#"data glucose:latest {"reading":277}"#)  // seq 834
    try scenario.run("reload glucose")  // seq 835
    try scenario.run("tick to 2026-03-02T07:05:00Z")  // seq 836
    try scenario.run(#"data glucose:latest {"reading":278}"#)  // seq 837
    try scenario.run("reload glucose")  // seq 838
    try scenario.run("tick to 2026-03-02T07:10:00Z")  // seq 839
    try scenario.run(#"data glucose:latest {"reading":279}"#)  // seq 840
    try scenario.run("reload glucose")  // seq 841
    try scenario.run("tick to 2026-03-02T07:15:00Z")  // seq 842
    try scenario.run(#"data glucose:latest {"reading":280}"#)  // seq 843
    try scenario.run("reload glucose")  // seq 844
    try scenario.run("tick to 2026-03-02T07:20:00Z")  // seq 845
    try scenario.run(#"data glucose:latest {"reading":281}"#)  // seq 846
    try scenario.run("reload glucose")  // seq 847
    try scenario.run("tick to 2026-03-02T07:25:00Z")  // seq 848
    try scenario.run(#"data glucose:latest {"reading":282}"#)  // seq 849
    try scenario.run("reload glucose")  // seq 850
    try scenario.run("tick to 2026-03-02T07:30:00Z")  // seq 851
    try scenario.run(#"data glucose:latest {"reading":283}"#)  // seq 852
    try scenario.run("reload glucose")  // seq 853
    try scenario.run("tick to 2026-03-02T07:35:00Z")  // seq 854
    try scenario.run(#"data glucose:latest {"reading":284}"#)  // seq 855
    try scenario.run("reload glucose")  // seq 856
    try scenario.run("tick to 2026-03-02T07:40:00Z")  // seq 857
    try scenario.run(#"data glucose:latest {"reading":285}"#)  // seq 858
    try scenario.run("reload glucose")  // seq 859
    try scenario.run("tick to 2026-03-02T07:45:00Z")  // seq 860
    try scenario.run(#"data glucose:latest {"reading":286}"#)  // seq 861
    try scenario.run("reload glucose")  // seq 862
    try scenario.run("tick to 2026-03-02T07:50:00Z")  // seq 863
    try scenario.run(#"data glucose:latest {"reading":287}"#)  // seq 864
    try scenario.run("reload glucose")  // seq 865
    try scenario.run("tick to 2026-03-02T07:55:00Z")  // seq 866
    try scenario.run(#"data glucose:latest {"reading":288}"#)  // seq 867
    try scenario.run("reload glucose")  // seq 868
    try scenario.run("tick to 2026-03-02T08:00:00Z")  // seq 869
  }
}
