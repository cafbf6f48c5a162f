// swift-format-ignore-file
// long-varied.jsonl as a test, written by `widgetsim export swift-testing --style changes`. Actions 4–1200 (1–3 define
// the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, each followed by what it
// changed in the widgets: ids, status, shown entry, next refresh and budget used. A failure names the widget, the
// field, the value expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("long-varied")
struct LongVariedTests {
  @Test("long-varied.jsonl: what each action changes")
  func changesAfterEveryAction() throws {
    var scenario = try WidgetScenario(exportedFrom: "long-varied.jsonl", start: "2026-03-01T08:00:00Z")
    let tables = [
      Self.seq4To1003,
      Self.seq1004To1200,
    ]
    for table in tables {
      for step in try WidgetScenario.steps(table) {
        try scenario.run(step: step)
        for expected in step.expected {
          #expect(scenario.actual(expected) == expected, "after seq \(step.seq): \(step.line)")
        }
      }
    }
  }

  /// Seq 4 to 1003: each action (`SEQ: COMMAND`, or `SEQ journal: LINE` for one that recorded
  /// provider outputs), then, indented, what it changed.
  static let seq4To1003 = #"""
    4: define news families=medium,large entries=3 every=10m policy=after:30m data=news ttl=20m fallback=placeholder appgroup=yes display=News
    5: add stocks small symbol=AAPL
      widgetIDs ["w1"]
      w1 status .placeholder
      w1 shownEntry "2026-03-01T08:00:00Z fallback"
      w1 nextRefresh "2026-03-01T09:00:00Z"
      w1 budgetUsed 0
    6: add news medium
      widgetIDs ["w1", "w2"]
      w2 status .placeholder
      w2 shownEntry "2026-03-01T08:00:00Z fallback"
      w2 nextRefresh "2026-03-01T08:30:00Z"
      w2 budgetUsed 0
    7: add todo medium list=home
      widgetIDs ["w1", "w2", "w3"]
      w3 status .blank
      w3 shownEntry "2026-03-01T08:00:00Z fallback"
      w3 nextRefresh "none"
      w3 budgetUsed 0
    8: add news large
      widgetIDs ["w1", "w2", "w3", "w4"]
      w4 status .placeholder
      w4 shownEntry "2026-03-01T08:00:00Z fallback"
      w4 nextRefresh "2026-03-01T08:30:00Z"
      w4 budgetUsed 0
    9: add stocks small symbol=NVDA
      widgetIDs ["w1", "w2", "w3", "w4", "w5"]
      w5 status .placeholder
      w5 shownEntry "2026-03-01T08:00:00Z fallback"
      w5 nextRefresh "2026-03-01T09:00:00Z"
      w5 budgetUsed 0
    10: add weather small city=Shanghai
      widgetIDs ["w1", "w2", "w3", "w4", "w5", "w6"]
      w6 status .placeholder
      w6 shownEntry "2026-03-01T08:00:00Z fallback"
      w6 nextRefresh "2026-03-01T12:00:00Z"
      w6 budgetUsed 0
    11: add news large
      widgetIDs ["w1", "w2", "w3", "w4", "w5", "w6", "w7"]
      w7 status .placeholder
      w7 shownEntry "2026-03-01T08:00:00Z fallback"
      w7 nextRefresh "2026-03-01T08:30:00Z"
      w7 budgetUsed 0
    12: add news large
      widgetIDs ["w1", "w2", "w3", "w4", "w5", "w6", "w7", "w8"]
      w8 status .placeholder
      w8 shownEntry "2026-03-01T08:00:00Z fallback"
      w8 nextRefresh "2026-03-01T08:30:00Z"
      w8 budgetUsed 0
    13: tick to 2026-03-01T08:05:00Z
      w1 shownEntry "2026-03-01T08:05:00Z fallback"
      w5 shownEntry "2026-03-01T08:05:00Z fallback"
    14: data todo:work ["\"bread\"","\"bread\""]
    15: tick to 2026-03-01T08:15:00Z
      w1 shownEntry "2026-03-01T08:15:00Z fallback"
      w2 shownEntry "2026-03-01T08:10:00Z fallback"
      w4 shownEntry "2026-03-01T08:10:00Z fallback"
      w5 shownEntry "2026-03-01T08:15:00Z fallback"
      w7 shownEntry "2026-03-01T08:10:00Z fallback"
      w8 shownEntry "2026-03-01T08:10:00Z fallback"
    16: tick to 2026-03-01T08:17:00Z
    17: tick to 2026-03-01T08:22:00Z
      w1 shownEntry "2026-03-01T08:20:00Z fallback"
      w2 shownEntry "2026-03-01T08:20:00Z fallback"
      w4 shownEntry "2026-03-01T08:20:00Z fallback"
      w5 shownEntry "2026-03-01T08:20:00Z fallback"
      w7 shownEntry "2026-03-01T08:20:00Z fallback"
      w8 shownEntry "2026-03-01T08:20:00Z fallback"
    18: data stocks:AMZN {"price":862.87,"change":-0.3} ttl=1h3m
    19: configure w5 symbol=AAPL
      w5 shownEntry "2026-03-01T08:22:00Z fallback"
      w5 nextRefresh "2026-03-01T09:22:00Z"
    20: tick to 2026-03-01T08:23:00Z
    21: data stocks:MSFT {"price":346.41,"change":-2.5}
    22: data stocks:NVDA {"price":229.82,"change":-0.8}
    23: tick to 2026-03-01T08:33:00Z
      w1 shownEntry "2026-03-01T08:30:00Z fallback"
      w2 shownEntry "2026-03-01T08:30:00Z fallback"
      w2 nextRefresh "2026-03-01T09:00:00Z"
      w2 budgetUsed 1
      w4 shownEntry "2026-03-01T08:30:00Z fallback"
      w4 nextRefresh "2026-03-01T09:00:00Z"
      w4 budgetUsed 1
      w5 shownEntry "2026-03-01T08:32:00Z fallback"
      w7 shownEntry "2026-03-01T08:30:00Z fallback"
      w7 nextRefresh "2026-03-01T09:00:00Z"
      w7 budgetUsed 1
      w8 shownEntry "2026-03-01T08:30:00Z fallback"
      w8 nextRefresh "2026-03-01T09:00:00Z"
      w8 budgetUsed 1
    24: tick to 2026-03-01T08:35:00Z
      w1 shownEntry "2026-03-01T08:35:00Z fallback"
    25: tick to 2026-03-01T08:45:00Z
      w1 shownEntry "2026-03-01T08:45:00Z fallback"
      w2 shownEntry "2026-03-01T08:40:00Z fallback"
      w4 shownEntry "2026-03-01T08:40:00Z fallback"
      w5 shownEntry "2026-03-01T08:42:00Z fallback"
      w7 shownEntry "2026-03-01T08:40:00Z fallback"
      w8 shownEntry "2026-03-01T08:40:00Z fallback"
    26: tick to 2026-03-01T08:55:00Z
      w1 shownEntry "2026-03-01T08:55:00Z fallback"
      w2 shownEntry "2026-03-01T08:50:00Z fallback"
      w4 shownEntry "2026-03-01T08:50:00Z fallback"
      w5 shownEntry "2026-03-01T08:52:00Z fallback"
      w7 shownEntry "2026-03-01T08:50:00Z fallback"
      w8 shownEntry "2026-03-01T08:50:00Z fallback"
    27: data weather:Beijing {"temp":20,"sky":"晴","humidity":0.56}
    28: reload weather
      w6 shownEntry "2026-03-01T08:55:00Z fallback"
      w6 nextRefresh "2026-03-01T12:55:00Z"
      w6 budgetUsed 1
    29: tick to 2026-03-01T08:56:00Z
    30: tick to 2026-03-01T08:57:00Z
      w5 shownEntry "2026-03-01T08:57:00Z fallback"
    31: tick to 2026-03-01T08:59:00Z
    32: tick to 2026-03-01T09:00:00Z
      w1 shownEntry "2026-03-01T09:00:00Z fallback"
      w1 nextRefresh "2026-03-01T10:00:00Z"
      w1 budgetUsed 1
      w2 shownEntry "2026-03-01T09:00:00Z fallback"
      w2 nextRefresh "2026-03-01T09:30:00Z"
      w2 budgetUsed 2
      w4 shownEntry "2026-03-01T09:00:00Z fallback"
      w4 nextRefresh "2026-03-01T09:30:00Z"
      w4 budgetUsed 2
      w7 shownEntry "2026-03-01T09:00:00Z fallback"
      w7 nextRefresh "2026-03-01T09:30:00Z"
      w7 budgetUsed 2
      w8 shownEntry "2026-03-01T09:00:00Z fallback"
      w8 nextRefresh "2026-03-01T09:30:00Z"
      w8 budgetUsed 2
    33: tick to 2026-03-01T09:10:00Z
      w1 shownEntry "2026-03-01T09:10:00Z fallback"
      w2 shownEntry "2026-03-01T09:10:00Z fallback"
      w4 shownEntry "2026-03-01T09:10:00Z fallback"
      w5 shownEntry "2026-03-01T09:07:00Z fallback"
      w7 shownEntry "2026-03-01T09:10:00Z fallback"
      w8 shownEntry "2026-03-01T09:10:00Z fallback"
    34: reload weather
      w6 shownEntry "2026-03-01T09:10:00Z fallback"
      w6 nextRefresh "2026-03-01T13:10:00Z"
      w6 budgetUsed 2
    35: tick to 2026-03-01T09:20:00Z
      w1 shownEntry "2026-03-01T09:20:00Z fallback"
      w2 shownEntry "2026-03-01T09:20:00Z fallback"
      w4 shownEntry "2026-03-01T09:20:00Z fallback"
      w5 shownEntry "2026-03-01T09:17:00Z fallback"
      w7 shownEntry "2026-03-01T09:20:00Z fallback"
      w8 shownEntry "2026-03-01T09:20:00Z fallback"
    36: data weather:Beijing {"temp":3,"sky":"sunny","humidity":0.4}
    37: add weather large city=Guangzhou
      widgetIDs ["w1", "w2", "w3", "w4", "w5", "w6", "w7", "w8", "w9"]
      w9 status .placeholder
      w9 shownEntry "2026-03-01T09:20:00Z fallback"
      w9 nextRefresh "2026-03-01T13:20:00Z"
      w9 budgetUsed 0
    38: tick to 2026-03-01T09:22:00Z
      w5 shownEntry "2026-03-01T09:22:00Z fallback"
      w5 nextRefresh "2026-03-01T10:22:00Z"
      w5 budgetUsed 1
    39: tick to 2026-03-01T09:32:00Z
      w1 shownEntry "2026-03-01T09:30:00Z fallback"
      w2 shownEntry "2026-03-01T09:30:00Z fallback"
      w2 nextRefresh "2026-03-01T10:00:00Z"
      w2 budgetUsed 3
      w4 shownEntry "2026-03-01T09:30:00Z fallback"
      w4 nextRefresh "2026-03-01T10:00:00Z"
      w4 budgetUsed 3
      w5 shownEntry "2026-03-01T09:32:00Z fallback"
      w7 shownEntry "2026-03-01T09:30:00Z fallback"
      w7 nextRefresh "2026-03-01T10:00:00Z"
      w7 budgetUsed 3
      w8 shownEntry "2026-03-01T09:30:00Z fallback"
      w8 nextRefresh "2026-03-01T10:00:00Z"
      w8 budgetUsed 3
    40: tick to 2026-03-01T09:33:00Z
    41: tick to 2026-03-01T09:34:00Z
    42: data stocks:AMZN {"price":795.02,"change":-4.1}
    43: data todo:Einkäufe ["tea\tcake","\"bread\""]
    44: tick to 2026-03-01T09:34:30Z
    45: tick to 2026-03-01T09:35:00Z
      w1 shownEntry "2026-03-01T09:35:00Z fallback"
    46: tick to 2026-03-01T09:35:30Z
    47: reload todo
      w3 shownEntry "2026-03-01T09:35:30Z fallback"
      w3 budgetUsed 1
    48: tick to 2026-03-01T09:40:30Z
      w1 shownEntry "2026-03-01T09:40:00Z fallback"
      w2 shownEntry "2026-03-01T09:40:00Z fallback"
      w4 shownEntry "2026-03-01T09:40:00Z fallback"
      w5 shownEntry "2026-03-01T09:37:00Z fallback"
      w7 shownEntry "2026-03-01T09:40:00Z fallback"
      w8 shownEntry "2026-03-01T09:40:00Z fallback"
    49: data stocks:NVDA {"price":234.6,"change":2.4} ttl=1h
    50: configure w9 city=Guangzhou
      w9 shownEntry "2026-03-01T09:40:30Z fallback"
      w9 nextRefresh "2026-03-01T13:40:30Z"
    51: data todo:work ["milk","\"bread\"","tea\tcake"]
    52: tick to 2026-03-01T09:42:30Z
      w5 shownEntry "2026-03-01T09:42:00Z fallback"
    53: data stocks:AMZN {"price":166.56,"change":-4.2}
    54: data weather:Beijing {"temp":32,"sky":"cloudy","humidity":0.28}
    55: tick to 2026-03-01T09:47:30Z
      w1 shownEntry "2026-03-01T09:45:00Z fallback"
      w5 shownEntry "2026-03-01T09:47:00Z fallback"
    56: tick to 2026-03-01T09:52:30Z
      w1 shownEntry "2026-03-01T09:50:00Z fallback"
      w2 shownEntry "2026-03-01T09:50:00Z fallback"
      w4 shownEntry "2026-03-01T09:50:00Z fallback"
      w5 shownEntry "2026-03-01T09:52:00Z fallback"
      w7 shownEntry "2026-03-01T09:50:00Z fallback"
      w8 shownEntry "2026-03-01T09:50:00Z fallback"
    57: data todo:work ["tea\tcake"]
    58: remove w6
      widgetIDs ["w1", "w2", "w3", "w4", "w5", "w7", "w8", "w9"]
    59: tick to 2026-03-01T09:53:30Z
    60: tick to 2026-03-01T09:58:30Z
      w1 shownEntry "2026-03-01T09:55:00Z fallback"
      w5 shownEntry "2026-03-01T09:57:00Z fallback"
    61: tick to 2026-03-01T10:03:30Z
      w1 shownEntry "2026-03-01T10:00:00Z fallback"
      w1 nextRefresh "2026-03-01T11:00:00Z"
      w1 budgetUsed 2
      w2 shownEntry "2026-03-01T10:00:00Z fallback"
      w2 nextRefresh "2026-03-01T10:30:00Z"
      w2 budgetUsed 4
      w4 shownEntry "2026-03-01T10:00:00Z fallback"
      w4 nextRefresh "2026-03-01T10:30:00Z"
      w4 budgetUsed 4
      w5 shownEntry "2026-03-01T10:02:00Z fallback"
      w7 shownEntry "2026-03-01T10:00:00Z fallback"
      w7 nextRefresh "2026-03-01T10:30:00Z"
      w7 budgetUsed 4
      w8 shownEntry "2026-03-01T10:00:00Z fallback"
      w8 nextRefresh "2026-03-01T10:30:00Z"
      w8 budgetUsed 4
    62: reload todo
      w3 shownEntry "2026-03-01T10:03:30Z fallback"
      w3 budgetUsed 2
    63: reload all
      w1 nextRefresh "2026-03-01T10:05:00Z"
      w2 nextRefresh "2026-03-01T10:05:00Z"
      w3 nextRefresh "2026-03-01T10:08:30Z"
      w4 nextRefresh "2026-03-01T10:05:00Z"
      w5 shownEntry "2026-03-01T10:03:30Z fallback"
      w5 nextRefresh "2026-03-01T11:03:30Z"
      w5 budgetUsed 2
      w7 nextRefresh "2026-03-01T10:05:00Z"
      w8 nextRefresh "2026-03-01T10:05:00Z"
      w9 shownEntry "2026-03-01T10:03:30Z fallback"
      w9 nextRefresh "2026-03-01T14:03:30Z"
      w9 budgetUsed 1
    64: data todo:work ["tea\tcake","\"bread\"","\"bread\""]
    65: data stocks:AMZN {"price":797.84,"change":6.6}
    66: data weather:Shanghai {"temp":4,"sky":"sunny","humidity":0.37}
    67: data stocks:MSFT {"price":690.71,"change":-3.4}
    68: data stocks:AAPL {"price":742.5,"change":1.6}
      w1 status .stale
      w5 status .stale
    69: tick to 2026-03-01T10:08:30Z
      w1 status .live
      w1 shownEntry "2026-03-01T10:05:00Z {\"price\":742.5,\"change\":1.6}"
      w1 nextRefresh "2026-03-01T11:05:00Z"
      w1 budgetUsed 3
      w2 shownEntry "2026-03-01T10:05:00Z fallback"
      w2 nextRefresh "2026-03-01T10:35:00Z"
      w2 budgetUsed 5
      w3 shownEntry "2026-03-01T10:08:30Z fallback"
      w3 nextRefresh "none"
      w3 budgetUsed 3
      w4 shownEntry "2026-03-01T10:05:00Z fallback"
      w4 nextRefresh "2026-03-01T10:35:00Z"
      w4 budgetUsed 5
      w5 shownEntry "2026-03-01T10:08:30Z fallback"
      w7 shownEntry "2026-03-01T10:05:00Z fallback"
      w7 nextRefresh "2026-03-01T10:35:00Z"
      w7 budgetUsed 5
      w8 shownEntry "2026-03-01T10:05:00Z fallback"
      w8 nextRefresh "2026-03-01T10:35:00Z"
      w8 budgetUsed 5
    70: data todo:home ["eggs","tea\tcake","milk"]
      w3 status .stale
    71: tick to 2026-03-01T10:09:00Z
      w1 status .stale
    72: tick to 2026-03-01T10:10:00Z
      w1 shownEntry "2026-03-01T10:10:00Z {\"price\":742.5,\"change\":1.6}"
    73: tick to 2026-03-01T10:15:00Z
      w1 shownEntry "2026-03-01T10:15:00Z {\"price\":742.5,\"change\":1.6}"
      w2 shownEntry "2026-03-01T10:15:00Z fallback"
      w4 shownEntry "2026-03-01T10:15:00Z fallback"
      w5 shownEntry "2026-03-01T10:13:30Z fallback"
      w7 shownEntry "2026-03-01T10:15:00Z fallback"
      w8 shownEntry "2026-03-01T10:15:00Z fallback"
    74: tick to 2026-03-01T10:20:00Z
      w1 shownEntry "2026-03-01T10:20:00Z {\"price\":742.5,\"change\":1.6}"
      w5 shownEntry "2026-03-01T10:18:30Z fallback"
    75: tick to 2026-03-01T10:21:00Z
    76: tick to 2026-03-01T10:31:00Z
      w1 shownEntry "2026-03-01T10:30:00Z {\"price\":742.5,\"change\":1.6}"
      w2 shownEntry "2026-03-01T10:25:00Z fallback"
      w4 shownEntry "2026-03-01T10:25:00Z fallback"
      w5 shownEntry "2026-03-01T10:28:30Z fallback"
      w7 shownEntry "2026-03-01T10:25:00Z fallback"
      w8 shownEntry "2026-03-01T10:25:00Z fallback"
    77: data todo:Einkäufe ["\"bread\"","milk"]
    78: tick to 2026-03-01T10:32:00Z
    79: data news "新闻 — 头条" ttl=40m
      w2 status .stale
      w4 status .stale
      w7 status .stale
      w8 status .stale
    80: tick to 2026-03-01T10:33:00Z
    81: tick to 2026-03-01T10:35:00Z
      w1 shownEntry "2026-03-01T10:35:00Z {\"price\":742.5,\"change\":1.6}"
      w2 status .live
      w2 shownEntry "2026-03-01T10:35:00Z \"新闻 — 头条\""
      w2 nextRefresh "2026-03-01T11:05:00Z"
      w2 budgetUsed 6
      w4 status .live
      w4 shownEntry "2026-03-01T10:35:00Z \"新闻 — 头条\""
      w4 nextRefresh "2026-03-01T11:05:00Z"
      w4 budgetUsed 6
      w5 shownEntry "2026-03-01T10:33:30Z fallback"
      w7 status .live
      w7 shownEntry "2026-03-01T10:35:00Z \"新闻 — 头条\""
      w7 nextRefresh "2026-03-01T11:05:00Z"
      w7 budgetUsed 6
      w8 status .live
      w8 shownEntry "2026-03-01T10:35:00Z \"新闻 — 头条\""
      w8 nextRefresh "2026-03-01T11:05:00Z"
      w8 budgetUsed 6
    82: tick to 2026-03-01T10:35:30Z
    83: data stocks:AAPL {"price":191.36,"change":-3.9}
    84: tick to 2026-03-01T10:36:30Z
    85: data stocks:AAPL {"price":408.81,"change":9.6}
    86: data todo:Einkäufe ["\"bread\"","eggs"]
    87: tick to 2026-03-01T10:46:30Z
      w1 shownEntry "2026-03-01T10:45:00Z {\"price\":742.5,\"change\":1.6}"
      w2 shownEntry "2026-03-01T10:45:00Z \"新闻 — 头条\""
      w4 shownEntry "2026-03-01T10:45:00Z \"新闻 — 头条\""
      w5 shownEntry "2026-03-01T10:43:30Z fallback"
      w7 shownEntry "2026-03-01T10:45:00Z \"新闻 — 头条\""
      w8 shownEntry "2026-03-01T10:45:00Z \"新闻 — 头条\""
    88: tick to 2026-03-01T10:47:30Z
    89: tick to 2026-03-01T10:48:30Z
      w5 shownEntry "2026-03-01T10:48:30Z fallback"
    90: tick to 2026-03-01T10:58:30Z
      w1 shownEntry "2026-03-01T10:55:00Z {\"price\":742.5,\"change\":1.6}"
      w2 shownEntry "2026-03-01T10:55:00Z \"新闻 — 头条\""
      w4 shownEntry "2026-03-01T10:55:00Z \"新闻 — 头条\""
      w5 shownEntry "2026-03-01T10:58:30Z fallback"
      w7 shownEntry "2026-03-01T10:55:00Z \"新闻 — 头条\""
      w8 shownEntry "2026-03-01T10:55:00Z \"新闻 — 头条\""
    91: appgroup off
      w3 status .blank
      w5 status .placeholder
    92: reload all
      w1 status .placeholder
      w1 shownEntry "2026-03-01T10:58:30Z fallback"
      w1 nextRefresh "2026-03-01T11:58:30Z"
      w1 budgetUsed 4
      w2 status .placeholder
      w2 shownEntry "2026-03-01T10:58:30Z fallback"
      w2 nextRefresh "2026-03-01T11:28:30Z"
      w2 budgetUsed 7
      w3 shownEntry "2026-03-01T10:58:30Z fallback"
      w3 budgetUsed 4
      w4 status .placeholder
      w4 shownEntry "2026-03-01T10:58:30Z fallback"
      w4 nextRefresh "2026-03-01T11:28:30Z"
      w4 budgetUsed 7
      w5 nextRefresh "2026-03-01T11:58:30Z"
      w5 budgetUsed 3
      w7 status .placeholder
      w7 shownEntry "2026-03-01T10:58:30Z fallback"
      w7 nextRefresh "2026-03-01T11:28:30Z"
      w7 budgetUsed 7
      w8 status .placeholder
      w8 shownEntry "2026-03-01T10:58:30Z fallback"
      w8 nextRefresh "2026-03-01T11:28:30Z"
      w8 budgetUsed 7
      w9 shownEntry "2026-03-01T10:58:30Z fallback"
      w9 nextRefresh "2026-03-01T14:58:30Z"
      w9 budgetUsed 2
    93: data todo:Einkäufe ["milk"] ttl=30m
    94: tick to 2026-03-01T10:59:30Z
    95: reload news
      w2 nextRefresh "2026-03-01T11:03:30Z"
      w4 nextRefresh "2026-03-01T11:03:30Z"
      w7 nextRefresh "2026-03-01T11:03:30Z"
      w8 nextRefresh "2026-03-01T11:03:30Z"
    96: tick to 2026-03-01T11:09:30Z
      w1 shownEntry "2026-03-01T11:08:30Z fallback"
      w2 shownEntry "2026-03-01T11:03:30Z fallback"
      w2 nextRefresh "2026-03-01T11:33:30Z"
      w2 budgetUsed 8
      w4 shownEntry "2026-03-01T11:03:30Z fallback"
      w4 nextRefresh "2026-03-01T11:33:30Z"
      w4 budgetUsed 8
      w5 shownEntry "2026-03-01T11:08:30Z fallback"
      w7 shownEntry "2026-03-01T11:03:30Z fallback"
      w7 nextRefresh "2026-03-01T11:33:30Z"
      w7 budgetUsed 8
      w8 shownEntry "2026-03-01T11:03:30Z fallback"
      w8 nextRefresh "2026-03-01T11:33:30Z"
      w8 budgetUsed 8
    97: tick to 2026-03-01T11:11:30Z
    98: reload todo
      w3 shownEntry "2026-03-01T11:11:30Z fallback"
      w3 budgetUsed 5
    99: data stocks:MSFT {"price":410.29,"change":6.9} ttl=45m
    100: data weather:Shanghai {"temp":3,"sky":"sunny","humidity":0.83}
    101: tick to 2026-03-01T11:12:00Z
    102: tick to 2026-03-01T11:13:00Z
    103: reload weather
      w9 shownEntry "2026-03-01T11:13:00Z fallback"
      w9 nextRefresh "2026-03-01T15:13:00Z"
      w9 budgetUsed 3
    104: data weather:Guangzhou {"temp":3,"sky":"sunny","humidity":0.25}
    105: tick to 2026-03-01T11:23:00Z
      w1 shownEntry "2026-03-01T11:18:30Z fallback"
      w2 shownEntry "2026-03-01T11:13:30Z fallback"
      w4 shownEntry "2026-03-01T11:13:30Z fallback"
      w5 shownEntry "2026-03-01T11:18:30Z fallback"
      w7 shownEntry "2026-03-01T11:13:30Z fallback"
      w8 shownEntry "2026-03-01T11:13:30Z fallback"
    106: data stocks:NVDA {"price":526.11,"change":0.3}
    107: tick to 2026-03-01T11:24:00Z
      w1 shownEntry "2026-03-01T11:23:30Z fallback"
      w2 shownEntry "2026-03-01T11:23:30Z fallback"
      w4 shownEntry "2026-03-01T11:23:30Z fallback"
      w5 shownEntry "2026-03-01T11:23:30Z fallback"
      w7 shownEntry "2026-03-01T11:23:30Z fallback"
      w8 shownEntry "2026-03-01T11:23:30Z fallback"
    108: tick to 2026-03-01T11:26:00Z
    109: data news "a \\ b"
    110: data todo:work ["milk","\"bread\""] ttl=28m
    111: data todo:home ["\"bread\"","tea\tcake"] ttl=27m
    112: tick to 2026-03-01T11:26:30Z
    113: tick to 2026-03-01T11:36:30Z
      w1 shownEntry "2026-03-01T11:33:30Z fallback"
      w2 shownEntry "2026-03-01T11:33:30Z fallback"
      w2 nextRefresh "2026-03-01T12:03:30Z"
      w2 budgetUsed 9
      w4 shownEntry "2026-03-01T11:33:30Z fallback"
      w4 nextRefresh "2026-03-01T12:03:30Z"
      w4 budgetUsed 9
      w5 shownEntry "2026-03-01T11:33:30Z fallback"
      w7 shownEntry "2026-03-01T11:33:30Z fallback"
      w7 nextRefresh "2026-03-01T12:03:30Z"
      w7 budgetUsed 9
      w8 shownEntry "2026-03-01T11:33:30Z fallback"
      w8 nextRefresh "2026-03-01T12:03:30Z"
      w8 budgetUsed 9
    114: tick to 2026-03-01T11:38:30Z
      w1 shownEntry "2026-03-01T11:38:30Z fallback"
      w5 shownEntry "2026-03-01T11:38:30Z fallback"
    115: tick to 2026-03-01T11:40:30Z
    116: tick to 2026-03-01T11:41:00Z
    117: data stocks:GOOG {"price":540.74,"change":-7.4}
    118: tick to 2026-03-01T11:42:00Z
    119: tick to 2026-03-01T11:42:30Z
    120: data weather:Shanghai {"temp":3,"sky":"cloudy","humidity":0.27}
    121: reload stocks
      w1 shownEntry "2026-03-01T11:42:30Z fallback"
      w1 nextRefresh "2026-03-01T12:42:30Z"
      w1 budgetUsed 5
      w5 shownEntry "2026-03-01T11:42:30Z fallback"
      w5 nextRefresh "2026-03-01T12:42:30Z"
      w5 budgetUsed 4
    122: configure w3 list=work
      w3 shownEntry "2026-03-01T11:42:30Z fallback"
    123: data stocks:MSFT {"price":796.83,"change":6.3}
    124: reload all
      w1 nextRefresh "2026-03-01T11:47:30Z"
      w2 shownEntry "2026-03-01T11:42:30Z fallback"
      w2 nextRefresh "2026-03-01T12:12:30Z"
      w2 budgetUsed 10
      w3 nextRefresh "2026-03-01T11:47:30Z"
      w4 shownEntry "2026-03-01T11:42:30Z fallback"
      w4 nextRefresh "2026-03-01T12:12:30Z"
      w4 budgetUsed 10
      w5 nextRefresh "2026-03-01T11:47:30Z"
      w7 shownEntry "2026-03-01T11:42:30Z fallback"
      w7 nextRefresh "2026-03-01T12:12:30Z"
      w7 budgetUsed 10
      w8 shownEntry "2026-03-01T11:42:30Z fallback"
      w8 nextRefresh "2026-03-01T12:12:30Z"
      w8 budgetUsed 10
      w9 shownEntry "2026-03-01T11:42:30Z fallback"
      w9 nextRefresh "2026-03-01T15:42:30Z"
      w9 budgetUsed 4
    125: tick to 2026-03-01T11:47:30Z
      w1 shownEntry "2026-03-01T11:47:30Z fallback"
      w1 nextRefresh "2026-03-01T12:47:30Z"
      w1 budgetUsed 6
      w3 shownEntry "2026-03-01T11:47:30Z fallback"
      w3 nextRefresh "none"
      w3 budgetUsed 6
      w5 shownEntry "2026-03-01T11:47:30Z fallback"
      w5 nextRefresh "2026-03-01T12:47:30Z"
      w5 budgetUsed 5
    126: tick to 2026-03-01T11:49:30Z
    127: tick to 2026-03-01T11:50:30Z
    128: data weather:Beijing {"temp":27,"sky":"晴","humidity":0.02}
    129: tick to 2026-03-01T11:51:30Z
    130: tick to 2026-03-01T11:52:00Z
    131: tick to 2026-03-01T11:54:00Z
      w1 shownEntry "2026-03-01T11:52:30Z fallback"
      w2 shownEntry "2026-03-01T11:52:30Z fallback"
      w4 shownEntry "2026-03-01T11:52:30Z fallback"
      w5 shownEntry "2026-03-01T11:52:30Z fallback"
      w7 shownEntry "2026-03-01T11:52:30Z fallback"
      w8 shownEntry "2026-03-01T11:52:30Z fallback"
    132: add stocks small symbol=AAPL
      widgetIDs ["w1", "w2", "w3", "w4", "w5", "w7", "w8", "w9", "w10"]
      w10 status .placeholder
      w10 shownEntry "2026-03-01T11:54:00Z fallback"
      w10 nextRefresh "2026-03-01T12:54:00Z"
      w10 budgetUsed 0
    133: fail stocks:GOOG timeout
    134: data todo:work ["tea\tcake"]
    135: reload todo
      w3 shownEntry "2026-03-01T11:54:00Z fallback"
      w3 budgetUsed 7
    136: tick to 2026-03-01T11:56:00Z
    137: tick to 2026-03-01T11:57:00Z
    138: data todo:work []
    139: tick to 2026-03-01T11:57:30Z
      w1 shownEntry "2026-03-01T11:57:30Z fallback"
      w5 shownEntry "2026-03-01T11:57:30Z fallback"
    140: data weather:Beijing {"temp":34,"sky":"cloudy","humidity":0.05} ttl=10m
    141: data stocks:MSFT {"price":7.88,"change":-7.1} ttl=34m
    142: tick to 2026-03-01T11:58:30Z
    143: tick to 2026-03-01T12:00:30Z
      w10 shownEntry "2026-03-01T11:59:00Z fallback"
    144: tick to 2026-03-01T12:02:30Z
      w1 shownEntry "2026-03-01T12:02:30Z fallback"
      w2 shownEntry "2026-03-01T12:02:30Z fallback"
      w4 shownEntry "2026-03-01T12:02:30Z fallback"
      w5 shownEntry "2026-03-01T12:02:30Z fallback"
      w7 shownEntry "2026-03-01T12:02:30Z fallback"
      w8 shownEntry "2026-03-01T12:02:30Z fallback"
    145: tick to 2026-03-01T12:03:00Z
    146: data weather:Guangzhou {"temp":22,"sky":"cloudy","humidity":0.75}
    147: data stocks:GOOG {"price":873.14,"change":5.4}
    148: tick to 2026-03-01T12:08:00Z
      w1 shownEntry "2026-03-01T12:07:30Z fallback"
      w5 shownEntry "2026-03-01T12:07:30Z fallback"
      w10 shownEntry "2026-03-01T12:04:00Z fallback"
    149: app foreground
    150: configure w5 symbol=AAPL
      w5 shownEntry "2026-03-01T12:08:00Z fallback"
      w5 nextRefresh "2026-03-01T13:08:00Z"
    151: remove w7
      widgetIDs ["w1", "w2", "w3", "w4", "w5", "w8", "w9", "w10"]
    152: tick to 2026-03-01T12:08:30Z
    153: tick to 2026-03-01T12:13:30Z
      w1 shownEntry "2026-03-01T12:12:30Z fallback"
      w2 shownEntry "2026-03-01T12:12:30Z fallback"
      w2 nextRefresh "2026-03-01T12:42:30Z"
      w2 budgetUsed 11
      w4 shownEntry "2026-03-01T12:12:30Z fallback"
      w4 nextRefresh "2026-03-01T12:42:30Z"
      w4 budgetUsed 11
      w5 shownEntry "2026-03-01T12:13:00Z fallback"
      w8 shownEntry "2026-03-01T12:12:30Z fallback"
      w8 nextRefresh "2026-03-01T12:42:30Z"
      w8 budgetUsed 11
      w10 shownEntry "2026-03-01T12:09:00Z fallback"
    154: tick to 2026-03-01T12:14:30Z
      w10 shownEntry "2026-03-01T12:14:00Z fallback"
    155: data todo:Einkäufe ["\"bread\"","\"bread\"","eggs"]
    156: tick to 2026-03-01T12:19:30Z
      w1 shownEntry "2026-03-01T12:17:30Z fallback"
      w5 shownEntry "2026-03-01T12:18:00Z fallback"
      w10 shownEntry "2026-03-01T12:19:00Z fallback"
    157: tick to 2026-03-01T12:20:30Z
    158: tick to 2026-03-01T12:25:30Z
      w1 shownEntry "2026-03-01T12:22:30Z fallback"
      w2 shownEntry "2026-03-01T12:22:30Z fallback"
      w4 shownEntry "2026-03-01T12:22:30Z fallback"
      w5 shownEntry "2026-03-01T12:23:00Z fallback"
      w8 shownEntry "2026-03-01T12:22:30Z fallback"
      w10 shownEntry "2026-03-01T12:24:00Z fallback"
    159: reload todo
      w3 shownEntry "2026-03-01T12:25:30Z fallback"
    160: data stocks:GOOG {"price":4.08,"change":-5.9}
    161: data stocks:NVDA {"price":740.35,"change":8.4}
    162: add todo large
      widgetIDs ["w1", "w2", "w3", "w4", "w5", "w8", "w9", "w10", "w11"]
      w11 status .blank
      w11 shownEntry "2026-03-01T12:25:30Z fallback"
      w11 nextRefresh "none"
      w11 budgetUsed 0
    163: data weather:Beijing {"temp":27,"sky":"晴","humidity":0.09}
    164: data weather:Beijing {"temp":14,"sky":"晴","humidity":0.39}
    165: tick to 2026-03-01T12:30:30Z
      w1 shownEntry "2026-03-01T12:27:30Z fallback"
      w5 shownEntry "2026-03-01T12:28:00Z fallback"
      w10 shownEntry "2026-03-01T12:29:00Z fallback"
    166: tick to 2026-03-01T12:31:30Z
    167: remove w11
      widgetIDs ["w1", "w2", "w3", "w4", "w5", "w8", "w9", "w10"]
    168: reload stocks
      w1 shownEntry "2026-03-01T12:31:30Z fallback"
      w1 nextRefresh "2026-03-01T13:31:30Z"
      w5 shownEntry "2026-03-01T12:31:30Z fallback"
      w5 nextRefresh "2026-03-01T13:31:30Z"
      w10 shownEntry "2026-03-01T12:31:30Z fallback"
      w10 nextRefresh "2026-03-01T13:31:30Z"
    169: tick to 2026-03-01T12:32:30Z
      w2 shownEntry "2026-03-01T12:32:30Z fallback"
      w4 shownEntry "2026-03-01T12:32:30Z fallback"
      w8 shownEntry "2026-03-01T12:32:30Z fallback"
    170: data news "a \\ b" ttl=52m
    171: configure w1 symbol=NVDA
      w1 shownEntry "2026-03-01T12:32:30Z fallback"
      w1 nextRefresh "2026-03-01T13:32:30Z"
    172: tick to 2026-03-01T12:33:30Z
    173: data stocks:AAPL {"price":703.37,"change":2.7}
    174: tick to 2026-03-01T12:34:30Z
    175: reload news
      w2 shownEntry "2026-03-01T12:34:30Z fallback"
      w2 nextRefresh "2026-03-01T13:04:30Z"
      w4 shownEntry "2026-03-01T12:34:30Z fallback"
      w4 nextRefresh "2026-03-01T13:04:30Z"
      w8 shownEntry "2026-03-01T12:34:30Z fallback"
      w8 nextRefresh "2026-03-01T13:04:30Z"
    176: tick to 2026-03-01T12:35:00Z
    177: data weather:Beijing {"temp":7,"sky":"cloudy","humidity":0.84}
    178: tick to 2026-03-01T12:36:00Z
    179: fail weather:Shanghai error
    180: configure w3 list=Einkäufe
      w3 shownEntry "2026-03-01T12:36:00Z fallback"
    181: tick to 2026-03-01T12:37:00Z
      w5 shownEntry "2026-03-01T12:36:30Z fallback"
      w10 shownEntry "2026-03-01T12:36:30Z fallback"
    182: tick to 2026-03-01T12:38:00Z
      w1 shownEntry "2026-03-01T12:37:30Z fallback"
    183: data stocks:AMZN {"price":260.07,"change":-3.0} ttl=42m
    184: data todo:work ["tea\tcake","eggs"]
    185: data news "Märkte schließen höher" ttl=1h2m
    186: tick to 2026-03-01T12:38:30Z
    187: tick to 2026-03-01T12:39:30Z
    188: tick to 2026-03-01T12:40:30Z
    189: configure w5 symbol=AAPL
      w5 shownEntry "2026-03-01T12:40:30Z fallback"
      w5 nextRefresh "2026-03-01T13:40:30Z"
    190: tick to 2026-03-01T12:42:30Z
      w1 shownEntry "2026-03-01T12:42:30Z fallback"
      w9 shownEntry "2026-03-01T12:42:30Z fallback"
      w10 shownEntry "2026-03-01T12:41:30Z fallback"
    191: data todo:Einkäufe ["milk","milk","milk"]
    192: data stocks:AAPL {"price":419.9,"change":2.0}
    193: tick to 2026-03-01T12:43:30Z
    194: tick to 2026-03-01T12:45:30Z
      w2 shownEntry "2026-03-01T12:44:30Z fallback"
      w4 shownEntry "2026-03-01T12:44:30Z fallback"
      w5 shownEntry "2026-03-01T12:45:30Z fallback"
      w8 shownEntry "2026-03-01T12:44:30Z fallback"
    195: data todo:work ["eggs","\"bread\"","eggs"]
    196: data stocks:AAPL {"price":974.58,"change":3.2}
    197: tick to 2026-03-01T12:55:30Z
      w1 shownEntry "2026-03-01T12:52:30Z fallback"
      w2 shownEntry "2026-03-01T12:54:30Z fallback"
      w4 shownEntry "2026-03-01T12:54:30Z fallback"
      w5 shownEntry "2026-03-01T12:55:30Z fallback"
      w8 shownEntry "2026-03-01T12:54:30Z fallback"
      w10 shownEntry "2026-03-01T12:51:30Z fallback"
    198: data stocks:AMZN {"price":247.6,"change":-4.4}
    199: tick to 2026-03-01T12:57:30Z
      w1 shownEntry "2026-03-01T12:57:30Z fallback"
      w10 shownEntry "2026-03-01T12:56:30Z fallback"
    200: tick to 2026-03-01T13:02:30Z
      w1 shownEntry "2026-03-01T13:02:30Z fallback"
      w5 shownEntry "2026-03-01T13:00:30Z fallback"
      w10 shownEntry "2026-03-01T13:01:30Z fallback"
    201: tick to 2026-03-01T13:03:00Z
    202: add todo large
      widgetIDs ["w1", "w2", "w3", "w4", "w5", "w8", "w9", "w10", "w12"]
      w12 status .blank
      w12 shownEntry "2026-03-01T13:03:00Z fallback"
      w12 nextRefresh "none"
      w12 budgetUsed 0
    203: data stocks:NVDA {"price":850.88,"change":-7.3}
    204: data todo:home ["tea\tcake","milk","\"bread\""]
    205: tick to 2026-03-01T13:08:00Z
      w1 shownEntry "2026-03-01T13:07:30Z fallback"
      w2 shownEntry "2026-03-01T13:04:30Z fallback"
      w2 nextRefresh "2026-03-01T13:34:30Z"
      w2 budgetUsed 12
      w4 shownEntry "2026-03-01T13:04:30Z fallback"
      w4 nextRefresh "2026-03-01T13:34:30Z"
      w4 budgetUsed 12
      w5 shownEntry "2026-03-01T13:05:30Z fallback"
      w8 shownEntry "2026-03-01T13:04:30Z fallback"
      w8 nextRefresh "2026-03-01T13:34:30Z"
      w8 budgetUsed 12
      w10 shownEntry "2026-03-01T13:06:30Z fallback"
    206: configure w12 list=home
      w12 shownEntry "2026-03-01T13:08:00Z fallback"
    207: reload stocks
      w1 shownEntry "2026-03-01T13:08:00Z fallback"
      w1 nextRefresh "2026-03-01T14:08:00Z"
      w5 shownEntry "2026-03-01T13:08:00Z fallback"
      w5 nextRefresh "2026-03-01T14:08:00Z"
      w10 shownEntry "2026-03-01T13:08:00Z fallback"
      w10 nextRefresh "2026-03-01T14:08:00Z"
    208: data news "Rain later"
    209: data todo:Einkäufe []
    210: tick to 2026-03-01T13:08:30Z
    211: data news "a \\ b"
    212: tick to 2026-03-01T13:09:30Z
    213: tick to 2026-03-01T13:19:30Z
      w1 shownEntry "2026-03-01T13:18:00Z fallback"
      w2 shownEntry "2026-03-01T13:14:30Z fallback"
      w4 shownEntry "2026-03-01T13:14:30Z fallback"
      w5 shownEntry "2026-03-01T13:18:00Z fallback"
      w8 shownEntry "2026-03-01T13:14:30Z fallback"
      w10 shownEntry "2026-03-01T13:18:00Z fallback"
    214: data stocks:NVDA {"price":524.54,"change":2.7}
    215: data stocks:NVDA {"price":26.33,"change":-4.0}
    216: tick to 2026-03-01T13:20:30Z
    217: remove w1
      widgetIDs ["w2", "w3", "w4", "w5", "w8", "w9", "w10", "w12"]
    218: data stocks:MSFT {"price":235.06,"change":-7.7}
    219: tick to 2026-03-01T13:21:00Z
    220: tick to 2026-03-01T13:22:00Z
    221: tick to 2026-03-01T13:24:00Z
      w5 shownEntry "2026-03-01T13:23:00Z fallback"
      w10 shownEntry "2026-03-01T13:23:00Z fallback"
    222: tick to 2026-03-01T13:29:00Z
      w2 shownEntry "2026-03-01T13:24:30Z fallback"
      w4 shownEntry "2026-03-01T13:24:30Z fallback"
      w5 shownEntry "2026-03-01T13:28:00Z fallback"
      w8 shownEntry "2026-03-01T13:24:30Z fallback"
      w10 shownEntry "2026-03-01T13:28:00Z fallback"
    223: tick to 2026-03-01T13:34:00Z
      w5 shownEntry "2026-03-01T13:33:00Z fallback"
      w10 shownEntry "2026-03-01T13:33:00Z fallback"
    224: data stocks:AMZN {"price":275.52,"change":-3.5}
    225: tick to 2026-03-01T13:36:00Z
      w2 shownEntry "2026-03-01T13:34:30Z fallback"
      w2 nextRefresh "2026-03-01T14:04:30Z"
      w2 budgetUsed 13
      w4 shownEntry "2026-03-01T13:34:30Z fallback"
      w4 nextRefresh "2026-03-01T14:04:30Z"
      w4 budgetUsed 13
      w8 shownEntry "2026-03-01T13:34:30Z fallback"
      w8 nextRefresh "2026-03-01T14:04:30Z"
      w8 budgetUsed 13
    226: data todo:home ["eggs","milk"]
    227: data todo:work ["eggs","milk","milk"]
    228: data stocks:GOOG {"price":758.76,"change":9.3}
    229: data stocks:AAPL {"price":407.16,"change":3.2}
    230: tick to 2026-03-01T13:46:00Z
      w2 shownEntry "2026-03-01T13:44:30Z fallback"
      w4 shownEntry "2026-03-01T13:44:30Z fallback"
      w5 shownEntry "2026-03-01T13:43:00Z fallback"
      w8 shownEntry "2026-03-01T13:44:30Z fallback"
      w9 shownEntry "2026-03-01T13:42:30Z fallback"
      w10 shownEntry "2026-03-01T13:43:00Z fallback"
    231: tick to 2026-03-01T13:51:00Z
      w5 shownEntry "2026-03-01T13:48:00Z fallback"
      w10 shownEntry "2026-03-01T13:48:00Z fallback"
    232: data news "Märkte schließen höher"
    233: data stocks:AAPL {"price":867.67,"change":-8.2}
    234: configure w3 list=home
      w3 shownEntry "2026-03-01T13:51:00Z fallback"
    235: data weather:Beijing {"temp":32,"sky":"cloudy","humidity":0.28} ttl=1h3m
    236: data stocks:MSFT {"price":180.37,"change":7.2} ttl=56m
    237: fail stocks:GOOG error
    238: configure w10 symbol=MSFT
      w10 shownEntry "2026-03-01T13:51:00Z fallback"
      w10 nextRefresh "2026-03-01T14:51:00Z"
    239: data weather:Guangzhou {"temp":14,"sky":"cloudy","humidity":0.48}
    240: tick to 2026-03-01T13:51:30Z
    241: tick to 2026-03-01T13:52:30Z
    242: tick to 2026-03-01T13:53:30Z
      w5 shownEntry "2026-03-01T13:53:00Z fallback"
    243: data stocks:MSFT {"price":359.39,"change":-0.7}
    244: data stocks:MSFT {"price":328.39,"change":1.2}
    245: reload news
      w2 shownEntry "2026-03-01T13:53:30Z fallback"
      w2 nextRefresh "2026-03-01T14:23:30Z"
      w4 shownEntry "2026-03-01T13:53:30Z fallback"
      w4 nextRefresh "2026-03-01T14:23:30Z"
      w8 shownEntry "2026-03-01T13:53:30Z fallback"
      w8 nextRefresh "2026-03-01T14:23:30Z"
    246: data todo:home ["milk","\"bread\"","\"bread\""]
    247: add weather medium city=Guangzhou
      widgetIDs ["w2", "w3", "w4", "w5", "w8", "w9", "w10", "w12", "w13"]
      w13 status .placeholder
      w13 shownEntry "2026-03-01T13:53:30Z fallback"
      w13 nextRefresh "2026-03-01T17:53:30Z"
      w13 budgetUsed 0
    248: tick to 2026-03-01T14:03:30Z
      w2 shownEntry "2026-03-01T14:03:30Z fallback"
      w4 shownEntry "2026-03-01T14:03:30Z fallback"
      w5 shownEntry "2026-03-01T14:03:00Z fallback"
      w8 shownEntry "2026-03-01T14:03:30Z fallback"
      w10 shownEntry "2026-03-01T14:01:00Z fallback"
    249: data todo:work ["tea\tcake","milk","milk"] ttl=30m
    250: tick to 2026-03-01T14:04:30Z
    251: configure w9 city=Guangzhou
      w9 shownEntry "2026-03-01T14:04:30Z fallback"
      w9 nextRefresh "2026-03-01T18:04:30Z"
    252: tick to 2026-03-01T14:05:30Z
    253: appgroup on
      w2 status .stale
      w3 status .stale
      w4 status .stale
      w5 status .stale
      w8 status .stale
      w10 status .stale
      w12 status .stale
    254: data todo:home ["eggs","\"bread\""]
    255: tick to 2026-03-01T14:15:30Z
      w2 shownEntry "2026-03-01T14:13:30Z fallback"
      w4 shownEntry "2026-03-01T14:13:30Z fallback"
      w5 shownEntry "2026-03-01T14:13:00Z {\"price\":408.81,\"change\":9.6}"
      w5 nextRefresh "2026-03-01T15:08:00Z"
      w5 budgetUsed 6
      w8 shownEntry "2026-03-01T14:13:30Z fallback"
      w10 shownEntry "2026-03-01T14:11:00Z fallback"
    256: app background
    257: tick to 2026-03-01T14:16:00Z
      w10 shownEntry "2026-03-01T14:16:00Z fallback"
    258: tick to 2026-03-01T14:21:00Z
      w5 shownEntry "2026-03-01T14:18:00Z {\"price\":408.81,\"change\":9.6}"
      w10 shownEntry "2026-03-01T14:21:00Z fallback"
    259: tick to 2026-03-01T14:23:00Z
      w5 shownEntry "2026-03-01T14:23:00Z {\"price\":408.81,\"change\":9.6}"
    260: data todo:Einkäufe ["eggs","tea\tcake"]
    261: data news "Märkte schließen höher"
    262: data stocks:GOOG {"price":117.75,"change":-1.3}
    263: data stocks:AAPL {"price":937.88,"change":0.2}
    264: tick to 2026-03-01T14:23:30Z
      w2 status .live
      w2 shownEntry "2026-03-01T14:23:30Z \"Märkte schließen höher\""
      w2 nextRefresh "2026-03-01T14:53:30Z"
      w2 budgetUsed 14
      w4 status .live
      w4 shownEntry "2026-03-01T14:23:30Z \"Märkte schließen höher\""
      w4 nextRefresh "2026-03-01T14:53:30Z"
      w4 budgetUsed 14
      w8 status .live
      w8 shownEntry "2026-03-01T14:23:30Z \"Märkte schließen höher\""
      w8 nextRefresh "2026-03-01T14:53:30Z"
      w8 budgetUsed 14
    265: data todo:home ["eggs","eggs"]
    266: data weather:Guangzhou {"temp":0,"sky":"rain","humidity":0.93}
      w9 status .stale
      w13 status .stale
    267: tick to 2026-03-01T14:24:30Z
    268: data stocks:MSFT {"price":322.19,"change":7.0} ttl=6m
    269: tick to 2026-03-01T14:25:30Z
    270: configure w9 city=Shanghai
      w9 shownEntry "2026-03-01T14:25:30Z {\"temp\":4,\"sky\":\"sunny\",\"humidity\":0.37}"
      w9 nextRefresh "2026-03-01T18:25:30Z"
    271: data todo:Einkäufe ["\"bread\""]
    272: data todo:work ["\"bread\"","\"bread\""]
    273: data weather:Beijing {"temp":22,"sky":"rain","humidity":0.28}
    274: reload stocks
      w5 status .live
      w5 shownEntry "2026-03-01T14:25:30Z {\"price\":937.88,\"change\":0.2}"
      w5 nextRefresh "2026-03-01T15:25:30Z"
      w5 budgetUsed 7
      w10 status .live
      w10 shownEntry "2026-03-01T14:25:30Z {\"price\":322.19,\"change\":7.0}"
      w10 nextRefresh "2026-03-01T15:25:30Z"
      w10 budgetUsed 1
    275: remove w4
      widgetIDs ["w2", "w3", "w5", "w8", "w9", "w10", "w12", "w13"]
    276: tick to 2026-03-01T14:27:30Z
    277: tick to 2026-03-01T14:28:00Z
    278: data todo:work []
    279: data weather:Shanghai {"temp":19,"sky":"晴","humidity":0.33}
    280: data stocks:NVDA {"price":752.88,"change":-3.5}
    281: tick to 2026-03-01T14:33:00Z
      w5 status .stale
      w5 shownEntry "2026-03-01T14:30:30Z {\"price\":937.88,\"change\":0.2}"
      w10 status .stale
      w10 shownEntry "2026-03-01T14:30:30Z {\"price\":322.19,\"change\":7.0}"
    282: fail stocks:NVDA timeout
    283: data stocks:NVDA {"price":710.25,"change":-8.1} ttl=17m
    284: tick to 2026-03-01T14:38:00Z
      w2 shownEntry "2026-03-01T14:33:30Z \"Märkte schließen höher\""
      w5 shownEntry "2026-03-01T14:35:30Z {\"price\":937.88,\"change\":0.2}"
      w8 shownEntry "2026-03-01T14:33:30Z \"Märkte schließen höher\""
      w10 shownEntry "2026-03-01T14:35:30Z {\"price\":322.19,\"change\":7.0}"
    285: data todo:work []
    286: configure w10 symbol=NVDA
      w10 status .live
      w10 shownEntry "2026-03-01T14:38:00Z {\"price\":710.25,\"change\":-8.1}"
      w10 nextRefresh "2026-03-01T15:38:00Z"
    287: tick to 2026-03-01T14:43:00Z
      w5 shownEntry "2026-03-01T14:40:30Z {\"price\":937.88,\"change\":0.2}"
      w10 shownEntry "2026-03-01T14:43:00Z {\"price\":710.25,\"change\":-8.1}"
    288: reload todo
      w3 status .live
      w3 shownEntry "2026-03-01T14:43:00Z [\"eggs\",\"eggs\"]"
      w3 budgetUsed 8
      w12 status .live
      w12 shownEntry "2026-03-01T14:43:00Z [\"eggs\",\"eggs\"]"
      w12 budgetUsed 1
    289: data news "Märkte schließen höher" ttl=52m
      w2 status .stale
      w8 status .stale
    290: configure w3 list=home
    291: tick to 2026-03-01T14:43:30Z
      w2 shownEntry "2026-03-01T14:43:30Z \"Märkte schließen höher\""
      w8 shownEntry "2026-03-01T14:43:30Z \"Märkte schließen höher\""
    292: tick to 2026-03-01T14:53:30Z
      w2 status .live
      w2 shownEntry "2026-03-01T14:53:30Z \"Märkte schließen höher\""
      w2 nextRefresh "2026-03-01T15:23:30Z"
      w2 budgetUsed 15
      w5 shownEntry "2026-03-01T14:50:30Z {\"price\":937.88,\"change\":0.2}"
      w8 status .live
      w8 shownEntry "2026-03-01T14:53:30Z \"Märkte schließen höher\""
      w8 nextRefresh "2026-03-01T15:23:30Z"
      w8 budgetUsed 15
      w10 status .stale
      w10 shownEntry "2026-03-01T14:53:00Z {\"price\":710.25,\"change\":-8.1}"
      w13 shownEntry "2026-03-01T14:53:30Z fallback"
    293: tick to 2026-03-01T14:58:30Z
      w3 status .stale
      w5 shownEntry "2026-03-01T14:55:30Z {\"price\":937.88,\"change\":0.2}"
      w10 shownEntry "2026-03-01T14:58:00Z {\"price\":710.25,\"change\":-8.1}"
      w12 status .stale
    294: data weather:Shanghai {"temp":24,"sky":"晴","humidity":0.23}
    295: app foreground
    296: data todo:Einkäufe ["eggs"]
    297: tick to 2026-03-01T14:59:00Z
    298: tick to 2026-03-01T15:00:00Z
    299: data stocks:AMZN {"price":752.65,"change":-5.6}
    300: tick to 2026-03-01T15:05:00Z
      w2 shownEntry "2026-03-01T15:03:30Z \"Märkte schließen höher\""
      w5 shownEntry "2026-03-01T15:00:30Z {\"price\":937.88,\"change\":0.2}"
      w8 shownEntry "2026-03-01T15:03:30Z \"Märkte schließen höher\""
      w10 shownEntry "2026-03-01T15:03:00Z {\"price\":710.25,\"change\":-8.1}"
    301: add todo large
      widgetIDs ["w2", "w3", "w5", "w8", "w9", "w10", "w12", "w13", "w14"]
      w14 status .blank
      w14 shownEntry "2026-03-01T15:05:00Z fallback"
      w14 nextRefresh "none"
      w14 budgetUsed 0
    302: reload todo
      w3 shownEntry "2026-03-01T15:05:00Z [\"eggs\",\"eggs\"]"
      w12 shownEntry "2026-03-01T15:05:00Z [\"eggs\",\"eggs\"]"
    303: data stocks:AMZN {"price":205.16,"change":3.9}
    304: tick to 2026-03-01T15:10:00Z
      w5 shownEntry "2026-03-01T15:05:30Z {\"price\":937.88,\"change\":0.2}"
      w10 shownEntry "2026-03-01T15:08:00Z {\"price\":710.25,\"change\":-8.1}"
    305: data todo:home ["\"bread\"","\"bread\"","milk"] ttl=19m
    306: tick to 2026-03-01T15:20:00Z
      w2 shownEntry "2026-03-01T15:13:30Z \"Märkte schließen höher\""
      w5 shownEntry "2026-03-01T15:15:30Z {\"price\":937.88,\"change\":0.2}"
      w8 shownEntry "2026-03-01T15:13:30Z \"Märkte schließen höher\""
      w10 shownEntry "2026-03-01T15:18:00Z {\"price\":710.25,\"change\":-8.1}"
    307: data stocks:GOOG {"price":154.0,"change":2.0}
    308: reload weather
      w9 status .live
      w9 shownEntry "2026-03-01T15:20:00Z {\"temp\":24,\"sky\":\"晴\",\"humidity\":0.23}"
      w9 nextRefresh "2026-03-01T19:20:00Z"
      w13 shownEntry "2026-03-01T15:20:00Z {\"temp\":0,\"sky\":\"rain\",\"humidity\":0.93}"
      w13 nextRefresh "2026-03-01T19:20:00Z"
    309: data news "a \\ b"
      w2 status .stale
      w8 status .stale
    310: data news "Märkte schließen höher"
    311: data news "Rain later"
    312: data stocks:NVDA {"price":879.53,"change":8.3}
    313: data stocks:NVDA {"price":409.62,"change":5.3}
    314: tick to 2026-03-01T15:21:00Z
      w5 shownEntry "2026-03-01T15:20:30Z {\"price\":937.88,\"change\":0.2}"
    315: tick to 2026-03-01T15:22:00Z
    316: tick to 2026-03-01T15:22:30Z
    317: tick to 2026-03-01T15:32:30Z
      w2 status .live
      w2 shownEntry "2026-03-01T15:23:30Z \"Rain later\""
      w2 nextRefresh "2026-03-01T15:53:30Z"
      w2 budgetUsed 16
      w5 shownEntry "2026-03-01T15:30:30Z {\"price\":937.88,\"change\":0.2}"
      w5 nextRefresh "2026-03-01T16:25:30Z"
      w5 budgetUsed 8
      w8 status .live
      w8 shownEntry "2026-03-01T15:23:30Z \"Rain later\""
      w8 nextRefresh "2026-03-01T15:53:30Z"
      w8 budgetUsed 16
      w9 status .stale
      w10 shownEntry "2026-03-01T15:28:00Z {\"price\":710.25,\"change\":-8.1}"
    318: tick to 2026-03-01T15:42:30Z
      w2 status .stale
      w2 shownEntry "2026-03-01T15:33:30Z \"Rain later\""
      w5 shownEntry "2026-03-01T15:40:30Z {\"price\":937.88,\"change\":0.2}"
      w8 status .stale
      w8 shownEntry "2026-03-01T15:33:30Z \"Rain later\""
      w10 shownEntry "2026-03-01T15:38:00Z {\"price\":409.62,\"change\":5.3}"
      w10 nextRefresh "2026-03-01T16:38:00Z"
      w10 budgetUsed 2
    319: data stocks:MSFT {"price":24.95,"change":-2.4}
    320: data stocks:AAPL {"price":663.02,"change":-2.9}
    321: reload stocks
      w5 status .live
      w5 shownEntry "2026-03-01T15:42:30Z {\"price\":663.02,\"change\":-2.9}"
      w5 nextRefresh "2026-03-01T16:42:30Z"
      w10 shownEntry "2026-03-01T15:42:30Z {\"price\":409.62,\"change\":5.3}"
      w10 nextRefresh "2026-03-01T16:42:30Z"
    322: data weather:Beijing {"temp":-7,"sky":"sunny","humidity":0.69}
    323: data stocks:GOOG {"price":864.85,"change":8.6}
    324: data weather:Shanghai {"temp":18,"sky":"rain","humidity":0.9}
    325: tick to 2026-03-01T15:52:30Z
      w2 shownEntry "2026-03-01T15:43:30Z \"Rain later\""
      w5 status .stale
      w5 shownEntry "2026-03-01T15:52:30Z {\"price\":663.02,\"change\":-2.9}"
      w8 shownEntry "2026-03-01T15:43:30Z \"Rain later\""
      w10 shownEntry "2026-03-01T15:52:30Z {\"price\":409.62,\"change\":5.3}"
    326: data todo:Einkäufe ["eggs","eggs"]
    327: reload stocks
      w5 nextRefresh "2026-03-01T16:52:30Z"
      w10 nextRefresh "2026-03-01T16:52:30Z"
    328: remove w5
      widgetIDs ["w2", "w3", "w8", "w9", "w10", "w12", "w13", "w14"]
    329: data todo:work ["\"bread\"","eggs"] ttl=19m
    330: tick to 2026-03-01T15:54:30Z
      w2 shownEntry "2026-03-01T15:53:30Z \"Rain later\""
      w2 nextRefresh "2026-03-01T16:23:30Z"
      w2 budgetUsed 17
      w8 shownEntry "2026-03-01T15:53:30Z \"Rain later\""
      w8 nextRefresh "2026-03-01T16:23:30Z"
      w8 budgetUsed 17
    331: tick to 2026-03-01T15:59:30Z
      w10 shownEntry "2026-03-01T15:57:30Z {\"price\":409.62,\"change\":5.3}"
    332: tick to 2026-03-01T16:00:30Z
    333: add stocks medium symbol=NVDA
      widgetIDs ["w2", "w3", "w8", "w9", "w10", "w12", "w13", "w14", "w15"]
      w15 status .stale
      w15 shownEntry "2026-03-01T16:00:30Z {\"price\":409.62,\"change\":5.3}"
      w15 nextRefresh "2026-03-01T17:00:30Z"
      w15 budgetUsed 0
    334: data stocks:NVDA {"price":790.37,"change":6.6} ttl=35m
    335: data weather:Shanghai {"temp":3,"sky":"cloudy","humidity":0.54}
    336: tick to 2026-03-01T16:05:30Z
      w2 shownEntry "2026-03-01T16:03:30Z \"Rain later\""
      w8 shownEntry "2026-03-01T16:03:30Z \"Rain later\""
      w10 shownEntry "2026-03-01T16:02:30Z {\"price\":409.62,\"change\":5.3}"
      w15 shownEntry "2026-03-01T16:05:30Z {\"price\":409.62,\"change\":5.3}"
    337: data stocks:GOOG {"price":187.29,"change":-9.6}
    338: configure w14 list=home
      w14 status .stale
      w14 shownEntry "2026-03-01T16:05:30Z [\"\\\"bread\\\"\",\"\\\"bread\\\"\",\"milk\"]"
    339: fail news timeout
    340: tick to 2026-03-01T16:07:30Z
      w10 shownEntry "2026-03-01T16:07:30Z {\"price\":409.62,\"change\":5.3}"
    341: fail news error
    342: tick to 2026-03-01T16:08:00Z
    343: tick to 2026-03-01T16:08:30Z
    344: tick to 2026-03-01T16:09:30Z
    345: reload all
      w2 shownEntry "2026-03-01T16:09:30Z \"Rain later\""
      w2 nextRefresh "2026-03-01T16:39:30Z"
      w3 shownEntry "2026-03-01T16:09:30Z [\"\\\"bread\\\"\",\"\\\"bread\\\"\",\"milk\"]"
      w8 shownEntry "2026-03-01T16:09:30Z \"Rain later\""
      w8 nextRefresh "2026-03-01T16:39:30Z"
      w9 status .live
      w9 shownEntry "2026-03-01T16:09:30Z {\"temp\":3,\"sky\":\"cloudy\",\"humidity\":0.54}"
      w9 nextRefresh "2026-03-01T20:09:30Z"
      w10 status .live
      w10 shownEntry "2026-03-01T16:09:30Z {\"price\":790.37,\"change\":6.6}"
      w10 nextRefresh "2026-03-01T17:09:30Z"
      w12 shownEntry "2026-03-01T16:09:30Z [\"\\\"bread\\\"\",\"\\\"bread\\\"\",\"milk\"]"
      w13 shownEntry "2026-03-01T16:09:30Z {\"temp\":0,\"sky\":\"rain\",\"humidity\":0.93}"
      w13 nextRefresh "2026-03-01T20:09:30Z"
      w14 shownEntry "2026-03-01T16:09:30Z [\"\\\"bread\\\"\",\"\\\"bread\\\"\",\"milk\"]"
      w15 status .live
      w15 shownEntry "2026-03-01T16:09:30Z {\"price\":790.37,\"change\":6.6}"
      w15 nextRefresh "2026-03-01T17:09:30Z"
    346: data weather:Shanghai {"temp":17,"sky":"cloudy","humidity":0.39} ttl=25m
      w9 status .stale
    347: tick to 2026-03-01T16:10:30Z
    348: remove w10
      widgetIDs ["w2", "w3", "w8", "w9", "w12", "w13", "w14", "w15"]
    349: data stocks:AMZN {"price":861.13,"change":-0.5}
    350: tick to 2026-03-01T16:12:30Z
    351: tick to 2026-03-01T16:22:30Z
      w2 shownEntry "2026-03-01T16:19:30Z \"Rain later\""
      w8 shownEntry "2026-03-01T16:19:30Z \"Rain later\""
      w15 shownEntry "2026-03-01T16:19:30Z {\"price\":790.37,\"change\":6.6}"
    352: data todo:Einkäufe []
    353: data news "新闻 — 头条" ttl=9m
    354: tick to 2026-03-01T16:24:30Z
      w15 shownEntry "2026-03-01T16:24:30Z {\"price\":790.37,\"change\":6.6}"
    355: tick to 2026-03-01T16:25:00Z
    356: tick to 2026-03-01T16:27:00Z
    357: reload news
      w2 status .live
      w2 shownEntry "2026-03-01T16:27:00Z \"新闻 — 头条\""
      w2 nextRefresh "2026-03-01T16:57:00Z"
      w8 status .live
      w8 shownEntry "2026-03-01T16:27:00Z \"新闻 — 头条\""
      w8 nextRefresh "2026-03-01T16:57:00Z"
    358: tick to 2026-03-01T16:29:00Z
    359: add stocks medium symbol=AAPL
      widgetIDs ["w2", "w3", "w8", "w9", "w12", "w13", "w14", "w15", "w16"]
      w16 status .stale
      w16 shownEntry "2026-03-01T16:29:00Z {\"price\":663.02,\"change\":-2.9}"
      w16 nextRefresh "2026-03-01T17:29:00Z"
      w16 budgetUsed 0
    360: remove w9
      widgetIDs ["w2", "w3", "w8", "w12", "w13", "w14", "w15", "w16"]
    361: tick to 2026-03-01T16:39:00Z
      w2 status .stale
      w2 shownEntry "2026-03-01T16:37:00Z \"新闻 — 头条\""
      w8 status .stale
      w8 shownEntry "2026-03-01T16:37:00Z \"新闻 — 头条\""
      w15 status .stale
      w15 shownEntry "2026-03-01T16:34:30Z {\"price\":790.37,\"change\":6.6}"
      w16 shownEntry "2026-03-01T16:39:00Z {\"price\":663.02,\"change\":-2.9}"
    362: data stocks:AAPL {"price":827.85,"change":-6.0}
    363: data news "Rain later"
    364: tick to 2026-03-01T16:49:00Z
      w2 shownEntry "2026-03-01T16:47:00Z \"新闻 — 头条\""
      w8 shownEntry "2026-03-01T16:47:00Z \"新闻 — 头条\""
      w15 shownEntry "2026-03-01T16:44:30Z {\"price\":790.37,\"change\":6.6}"
      w16 shownEntry "2026-03-01T16:49:00Z {\"price\":663.02,\"change\":-2.9}"
    365: tick to 2026-03-01T16:51:00Z
      w15 shownEntry "2026-03-01T16:49:30Z {\"price\":790.37,\"change\":6.6}"
    366: data todo:home []
    367: data stocks:AAPL {"price":327.42,"change":5.1} ttl=18m
    368: tick to 2026-03-01T16:53:00Z
    369: reload weather
      w13 shownEntry "2026-03-01T16:53:00Z {\"temp\":0,\"sky\":\"rain\",\"humidity\":0.93}"
      w13 nextRefresh "2026-03-01T20:53:00Z"
    370: data todo:Einkäufe ["\"bread\""]
    371: tick to 2026-03-01T16:53:30Z
    372: data todo:home ["tea\tcake","milk"]
    373: data stocks:MSFT {"price":891.21,"change":4.1}
    374: data weather:Beijing {"temp":28,"sky":"cloudy","humidity":0.23}
    375: tick to 2026-03-01T16:58:30Z
      w2 status .live
      w2 shownEntry "2026-03-01T16:57:00Z \"Rain later\""
      w2 nextRefresh "2026-03-01T17:27:00Z"
      w2 budgetUsed 18
      w8 status .live
      w8 shownEntry "2026-03-01T16:57:00Z \"Rain later\""
      w8 nextRefresh "2026-03-01T17:27:00Z"
      w8 budgetUsed 18
      w15 shownEntry "2026-03-01T16:54:30Z {\"price\":790.37,\"change\":6.6}"
      w16 shownEntry "2026-03-01T16:54:00Z {\"price\":663.02,\"change\":-2.9}"
    376: tick to 2026-03-01T17:03:30Z
      w2 status .stale
      w8 status .stale
      w15 shownEntry "2026-03-01T16:59:30Z {\"price\":790.37,\"change\":6.6}"
      w16 shownEntry "2026-03-01T16:59:00Z {\"price\":663.02,\"change\":-2.9}"
    377: configure w16 symbol=AMZN
      w16 shownEntry "2026-03-01T17:03:30Z {\"price\":861.13,\"change\":-0.5}"
      w16 nextRefresh "2026-03-01T18:03:30Z"
    378: tick to 2026-03-01T17:04:30Z
      w15 shownEntry "2026-03-01T17:04:30Z {\"price\":790.37,\"change\":6.6}"
    379: tick to 2026-03-01T17:05:30Z
    380: data stocks:NVDA {"price":917.14,"change":-5.9}
    381: tick to 2026-03-01T17:06:00Z
    382: tick to 2026-03-01T17:06:30Z
    383: data weather:Beijing {"temp":4,"sky":"晴","humidity":0.37} ttl=52m
    384: add weather medium city=Shanghai
      widgetIDs ["w2", "w3", "w8", "w12", "w13", "w14", "w15", "w16", "w17"]
      w17 status .stale
      w17 shownEntry "2026-03-01T17:06:30Z {\"temp\":17,\"sky\":\"cloudy\",\"humidity\":0.39}"
      w17 nextRefresh "2026-03-01T21:06:30Z"
      w17 budgetUsed 0
    385: data stocks:GOOG {"price":932.4,"change":-8.0}
    386: reload todo
      w3 status .live
      w3 shownEntry "2026-03-01T17:06:30Z [\"tea\\tcake\",\"milk\"]"
      w12 status .live
      w12 shownEntry "2026-03-01T17:06:30Z [\"tea\\tcake\",\"milk\"]"
      w14 status .live
      w14 shownEntry "2026-03-01T17:06:30Z [\"tea\\tcake\",\"milk\"]"
    387: tick to 2026-03-01T17:07:30Z
      w2 shownEntry "2026-03-01T17:07:00Z \"Rain later\""
      w8 shownEntry "2026-03-01T17:07:00Z \"Rain later\""
    388: data weather:Shanghai {"temp":-3,"sky":"sunny","humidity":0.12}
    389: appgroup off
    390: tick to 2026-03-01T17:08:00Z
    391: data news "a \\ b" ttl=7m
    392: fail stocks:AAPL timeout
    393: remove w15
      widgetIDs ["w2", "w3", "w8", "w12", "w13", "w14", "w16", "w17"]
    394: data todo:home ["eggs","eggs","tea\tcake"]
    395: tick to 2026-03-01T17:10:00Z
      w16 shownEntry "2026-03-01T17:08:30Z {\"price\":861.13,\"change\":-0.5}"
    396: data stocks:AMZN {"price":253.53,"change":-6.1} ttl=53m
    397: tick to 2026-03-01T17:20:00Z
      w2 shownEntry "2026-03-01T17:17:00Z \"Rain later\""
      w8 shownEntry "2026-03-01T17:17:00Z \"Rain later\""
      w16 shownEntry "2026-03-01T17:18:30Z {\"price\":861.13,\"change\":-0.5}"
    398: tick to 2026-03-01T17:30:00Z
      w2 status .placeholder
      w2 shownEntry "2026-03-01T17:27:00Z fallback"
      w2 nextRefresh "2026-03-01T17:57:00Z"
      w2 budgetUsed 19
      w3 status .stale
      w8 status .placeholder
      w8 shownEntry "2026-03-01T17:27:00Z fallback"
      w8 nextRefresh "2026-03-01T17:57:00Z"
      w8 budgetUsed 19
      w12 status .stale
      w14 status .stale
      w16 shownEntry "2026-03-01T17:28:30Z {\"price\":861.13,\"change\":-0.5}"
    399: data todo:home ["eggs","milk","eggs"]
    400: data news "a \\ b"
    401: add stocks small symbol=AMZN
      widgetIDs ["w2", "w3", "w8", "w12", "w13", "w14", "w16", "w17", "w18"]
      w18 status .placeholder
      w18 shownEntry "2026-03-01T17:30:00Z fallback"
      w18 nextRefresh "2026-03-01T18:30:00Z"
      w18 budgetUsed 0
    402: tick to 2026-03-01T17:40:00Z
      w2 shownEntry "2026-03-01T17:37:00Z fallback"
      w8 shownEntry "2026-03-01T17:37:00Z fallback"
      w16 shownEntry "2026-03-01T17:38:30Z {\"price\":861.13,\"change\":-0.5}"
      w18 shownEntry "2026-03-01T17:40:00Z fallback"
    403: data weather:Beijing {"temp":25,"sky":"晴","humidity":0.18}
    404: data weather:Guangzhou {"temp":7,"sky":"rain","humidity":0.5}
    405: tick to 2026-03-01T17:40:30Z
    406: fail news error
    407: reload all
      w2 shownEntry "2026-03-01T17:40:30Z fallback"
      w2 nextRefresh "2026-03-01T18:10:30Z"
      w3 status .blank
      w3 shownEntry "2026-03-01T17:40:30Z fallback"
      w8 shownEntry "2026-03-01T17:40:30Z fallback"
      w8 nextRefresh "2026-03-01T18:10:30Z"
      w12 status .blank
      w12 shownEntry "2026-03-01T17:40:30Z fallback"
      w13 status .placeholder
      w13 shownEntry "2026-03-01T17:40:30Z fallback"
      w13 nextRefresh "2026-03-01T21:40:30Z"
      w14 status .blank
      w14 shownEntry "2026-03-01T17:40:30Z fallback"
      w16 status .placeholder
      w16 shownEntry "2026-03-01T17:40:30Z fallback"
      w16 nextRefresh "2026-03-01T18:40:30Z"
      w17 status .placeholder
      w17 shownEntry "2026-03-01T17:40:30Z fallback"
      w17 nextRefresh "2026-03-01T21:40:30Z"
      w18 shownEntry "2026-03-01T17:40:30Z fallback"
      w18 nextRefresh "2026-03-01T18:40:30Z"
    408: remove w14
      widgetIDs ["w2", "w3", "w8", "w12", "w13", "w16", "w17", "w18"]
    409: tick to 2026-03-01T17:42:30Z
    410: tick to 2026-03-01T17:43:30Z
    411: data stocks:AAPL {"price":672.62,"change":-4.6}
    412: add stocks medium symbol=MSFT
      widgetIDs ["w2", "w3", "w8", "w12", "w13", "w16", "w17", "w18", "w19"]
      w19 status .placeholder
      w19 shownEntry "2026-03-01T17:43:30Z fallback"
      w19 nextRefresh "2026-03-01T18:43:30Z"
      w19 budgetUsed 0
    413: tick to 2026-03-01T17:45:30Z
      w16 shownEntry "2026-03-01T17:45:30Z fallback"
      w18 shownEntry "2026-03-01T17:45:30Z fallback"
    414: data stocks:NVDA {"price":153.13,"change":-7.8}
    415: tick to 2026-03-01T17:55:30Z
      w2 shownEntry "2026-03-01T17:50:30Z fallback"
      w8 shownEntry "2026-03-01T17:50:30Z fallback"
      w16 shownEntry "2026-03-01T17:55:30Z fallback"
      w18 shownEntry "2026-03-01T17:55:30Z fallback"
      w19 shownEntry "2026-03-01T17:53:30Z fallback"
    416: tick to 2026-03-01T18:05:30Z
      w2 shownEntry "2026-03-01T18:00:30Z fallback"
      w8 shownEntry "2026-03-01T18:00:30Z fallback"
      w16 shownEntry "2026-03-01T18:05:30Z fallback"
      w18 shownEntry "2026-03-01T18:05:30Z fallback"
      w19 shownEntry "2026-03-01T18:03:30Z fallback"
    417: tick to 2026-03-01T18:10:30Z
      w2 shownEntry "2026-03-01T18:10:30Z fallback"
      w2 nextRefresh "2026-03-01T18:40:30Z"
      w2 budgetUsed 20
      w8 shownEntry "2026-03-01T18:10:30Z fallback"
      w8 nextRefresh "2026-03-01T18:40:30Z"
      w8 budgetUsed 20
      w16 shownEntry "2026-03-01T18:10:30Z fallback"
      w18 shownEntry "2026-03-01T18:10:30Z fallback"
      w19 shownEntry "2026-03-01T18:08:30Z fallback"
    418: data todo:home ["eggs","eggs"]
    419: data stocks:MSFT {"price":311.12,"change":2.2}
    420: data news "新闻 — 头条"
    421: tick to 2026-03-01T18:11:30Z
    422: tick to 2026-03-01T18:13:30Z
      w19 shownEntry "2026-03-01T18:13:30Z fallback"
    423: data stocks:GOOG {"price":350.64,"change":7.4}
    424: data weather:Beijing {"temp":29,"sky":"sunny","humidity":0.53}
    425: fail news error
    426: data todo:Einkäufe ["tea\tcake"]
    427: tick to 2026-03-01T18:14:30Z
    428: data weather:Shanghai {"temp":9,"sky":"晴","humidity":0.62}
    429: tick to 2026-03-01T18:16:30Z
      w16 shownEntry "2026-03-01T18:15:30Z fallback"
      w18 shownEntry "2026-03-01T18:15:30Z fallback"
    430: data stocks:MSFT {"price":269.21,"change":6.6}
    431: fail todo:Einkäufe error
    432: reload todo
      w3 shownEntry "2026-03-01T18:16:30Z fallback"
      w12 shownEntry "2026-03-01T18:16:30Z fallback"
    433: remove w17
      widgetIDs ["w2", "w3", "w8", "w12", "w13", "w16", "w18", "w19"]
    434: data weather:Beijing {"temp":18,"sky":"rain","humidity":0.36}
    435: add todo large list=work
      widgetIDs ["w2", "w3", "w8", "w12", "w13", "w16", "w18", "w19", "w20"]
      w20 status .blank
      w20 shownEntry "2026-03-01T18:16:30Z fallback"
      w20 nextRefresh "none"
      w20 budgetUsed 0
    436: data stocks:AAPL {"price":252.33,"change":7.5} ttl=1h
    437: tick to 2026-03-01T18:26:30Z
      w2 shownEntry "2026-03-01T18:20:30Z fallback"
      w8 shownEntry "2026-03-01T18:20:30Z fallback"
      w16 shownEntry "2026-03-01T18:25:30Z fallback"
      w18 shownEntry "2026-03-01T18:25:30Z fallback"
      w19 shownEntry "2026-03-01T18:23:30Z fallback"
    438: tick to 2026-03-01T18:28:30Z
      w19 shownEntry "2026-03-01T18:28:30Z fallback"
    439: reload all
      w2 shownEntry "2026-03-01T18:28:30Z fallback"
      w2 nextRefresh "2026-03-01T18:58:30Z"
      w3 shownEntry "2026-03-01T18:28:30Z fallback"
      w8 shownEntry "2026-03-01T18:28:30Z fallback"
      w8 nextRefresh "2026-03-01T18:58:30Z"
      w12 shownEntry "2026-03-01T18:28:30Z fallback"
      w13 shownEntry "2026-03-01T18:28:30Z fallback"
      w13 nextRefresh "2026-03-01T22:28:30Z"
      w16 shownEntry "2026-03-01T18:28:30Z fallback"
      w16 nextRefresh "2026-03-01T19:28:30Z"
      w18 shownEntry "2026-03-01T18:28:30Z fallback"
      w18 nextRefresh "2026-03-01T19:28:30Z"
      w19 nextRefresh "2026-03-01T19:28:30Z"
      w20 shownEntry "2026-03-01T18:28:30Z fallback"
    440: tick to 2026-03-01T18:29:00Z
    441: tick to 2026-03-01T18:29:30Z
    442: tick to 2026-03-01T18:34:30Z
      w16 shownEntry "2026-03-01T18:33:30Z fallback"
      w18 shownEntry "2026-03-01T18:33:30Z fallback"
      w19 shownEntry "2026-03-01T18:33:30Z fallback"
    443: data news "Märkte schließen höher" ttl=10m
    444: tick to 2026-03-01T18:44:30Z
      w2 shownEntry "2026-03-01T18:38:30Z fallback"
      w8 shownEntry "2026-03-01T18:38:30Z fallback"
      w16 shownEntry "2026-03-01T18:43:30Z fallback"
      w18 shownEntry "2026-03-01T18:43:30Z fallback"
      w19 shownEntry "2026-03-01T18:43:30Z fallback"
    445: data todo:Einkäufe ["\"bread\""]
    446: data stocks:NVDA {"price":419.75,"change":-1.4}
    447: tick to 2026-03-01T18:45:30Z
    448: tick to 2026-03-01T18:46:00Z
    449: data todo:Einkäufe ["\"bread\"","eggs"]
    450: reload news
      w2 shownEntry "2026-03-01T18:46:00Z fallback"
      w2 nextRefresh "2026-03-01T19:16:00Z"
      w8 shownEntry "2026-03-01T18:46:00Z fallback"
      w8 nextRefresh "2026-03-01T19:16:00Z"
    451: tick to 2026-03-01T18:51:00Z
      w16 shownEntry "2026-03-01T18:48:30Z fallback"
      w18 shownEntry "2026-03-01T18:48:30Z fallback"
      w19 shownEntry "2026-03-01T18:48:30Z fallback"
    452: remove w19
      widgetIDs ["w2", "w3", "w8", "w12", "w13", "w16", "w18", "w20"]
    453: tick to 2026-03-01T18:52:00Z
    454: tick to 2026-03-01T18:52:30Z
    455: tick to 2026-03-01T19:02:30Z
      w2 shownEntry "2026-03-01T18:56:00Z fallback"
      w8 shownEntry "2026-03-01T18:56:00Z fallback"
      w16 shownEntry "2026-03-01T18:58:30Z fallback"
      w18 shownEntry "2026-03-01T18:58:30Z fallback"
    456: data weather:Guangzhou {"temp":-6,"sky":"cloudy","humidity":0.62}
    457: configure w16 symbol=MSFT
      w16 shownEntry "2026-03-01T19:02:30Z fallback"
      w16 nextRefresh "2026-03-01T20:02:30Z"
    458: tick to 2026-03-01T19:07:30Z
      w2 shownEntry "2026-03-01T19:06:00Z fallback"
      w8 shownEntry "2026-03-01T19:06:00Z fallback"
      w16 shownEntry "2026-03-01T19:07:30Z fallback"
      w18 shownEntry "2026-03-01T19:03:30Z fallback"
    459: data news "Märkte schließen höher"
    460: data weather:Beijing {"temp":22,"sky":"晴","humidity":0.85}
    461: add todo large list=work
      widgetIDs ["w2", "w3", "w8", "w12", "w13", "w16", "w18", "w20", "w21"]
      w21 status .blank
      w21 shownEntry "2026-03-01T19:07:30Z fallback"
      w21 nextRefresh "none"
      w21 budgetUsed 0
    462: tick to 2026-03-01T19:08:00Z
    463: tick to 2026-03-01T19:08:30Z
      w18 shownEntry "2026-03-01T19:08:30Z fallback"
    464: tick to 2026-03-01T19:09:30Z
    465: remove w3
      widgetIDs ["w2", "w8", "w12", "w13", "w16", "w18", "w20", "w21"]
    466: data stocks:NVDA {"price":142.89,"change":-8.8}
    467: tick to 2026-03-01T19:19:30Z
      w2 shownEntry "2026-03-01T19:16:00Z fallback"
      w2 nextRefresh "2026-03-01T19:46:00Z"
      w2 budgetUsed 21
      w8 shownEntry "2026-03-01T19:16:00Z fallback"
      w8 nextRefresh "2026-03-01T19:46:00Z"
      w8 budgetUsed 21
      w16 shownEntry "2026-03-01T19:17:30Z fallback"
      w18 shownEntry "2026-03-01T19:18:30Z fallback"
    468: data weather:Beijing {"temp":19,"sky":"cloudy","humidity":0.68}
    469: data weather:Shanghai {"temp":6,"sky":"cloudy","humidity":0.79} ttl=18m
    470: tick to 2026-03-01T19:21:30Z
    471: tick to 2026-03-01T19:26:30Z
      w2 shownEntry "2026-03-01T19:26:00Z fallback"
      w8 shownEntry "2026-03-01T19:26:00Z fallback"
      w16 shownEntry "2026-03-01T19:22:30Z fallback"
      w18 shownEntry "2026-03-01T19:23:30Z fallback"
    472: tick to 2026-03-01T19:27:30Z
      w16 shownEntry "2026-03-01T19:27:30Z fallback"
    473: reload todo
      w12 shownEntry "2026-03-01T19:27:30Z fallback"
      w20 shownEntry "2026-03-01T19:27:30Z fallback"
      w21 shownEntry "2026-03-01T19:27:30Z fallback"
    474: data stocks:GOOG {"price":185.43,"change":-7.4}
    475: data todo:home ["eggs"] ttl=32m
    476: tick to 2026-03-01T19:28:30Z
      w13 shownEntry "2026-03-01T19:28:30Z fallback"
      w18 shownEntry "2026-03-01T19:28:30Z fallback"
      w18 nextRefresh "2026-03-01T20:28:30Z"
      w18 budgetUsed 1
    477: add weather medium city=Guangzhou
      widgetIDs ["w2", "w8", "w12", "w13", "w16", "w18", "w20", "w21", "w22"]
      w22 status .placeholder
      w22 shownEntry "2026-03-01T19:28:30Z fallback"
      w22 nextRefresh "2026-03-01T23:28:30Z"
      w22 budgetUsed 0
    478: tick to 2026-03-01T19:29:00Z
    479: tick to 2026-03-01T19:34:00Z
      w16 shownEntry "2026-03-01T19:32:30Z fallback"
      w18 shownEntry "2026-03-01T19:33:30Z fallback"
    480: data weather:Guangzhou {"temp":-5,"sky":"cloudy","humidity":0.32} ttl=8m
    481: tick to 2026-03-01T19:39:00Z
      w2 shownEntry "2026-03-01T19:36:00Z fallback"
      w8 shownEntry "2026-03-01T19:36:00Z fallback"
      w16 shownEntry "2026-03-01T19:37:30Z fallback"
      w18 shownEntry "2026-03-01T19:38:30Z fallback"
    482: data news "Rain later"
    483: data todo:home ["tea\tcake","\"bread\"","milk"]
    484: tick to 2026-03-01T19:40:00Z
    485: reload news
      w2 shownEntry "2026-03-01T19:40:00Z fallback"
      w2 nextRefresh "2026-03-01T20:10:00Z"
      w8 shownEntry "2026-03-01T19:40:00Z fallback"
      w8 nextRefresh "2026-03-01T20:10:00Z"
    486: data weather:Beijing {"temp":28,"sky":"rain","humidity":0.32}
    487: tick to 2026-03-01T19:40:30Z
    488: tick to 2026-03-01T19:41:00Z
    489: reload todo
      w12 shownEntry "2026-03-01T19:41:00Z fallback"
      w20 shownEntry "2026-03-01T19:41:00Z fallback"
      w21 shownEntry "2026-03-01T19:41:00Z fallback"
    490: tick to 2026-03-01T19:51:00Z
      w2 shownEntry "2026-03-01T19:50:00Z fallback"
      w8 shownEntry "2026-03-01T19:50:00Z fallback"
      w16 shownEntry "2026-03-01T19:47:30Z fallback"
      w18 shownEntry "2026-03-01T19:48:30Z fallback"
    491: tick to 2026-03-01T19:52:00Z
    492: data weather:Shanghai {"temp":30,"sky":"rain","humidity":0.85}
    493: tick to 2026-03-01T19:53:00Z
      w16 shownEntry "2026-03-01T19:52:30Z fallback"
    494: reload news
      w2 shownEntry "2026-03-01T19:53:00Z fallback"
      w2 nextRefresh "2026-03-01T20:23:00Z"
      w8 shownEntry "2026-03-01T19:53:00Z fallback"
      w8 nextRefresh "2026-03-01T20:23:00Z"
    495: data stocks:NVDA {"price":207.36,"change":-0.7}
    496: data todo:work ["tea\tcake","tea\tcake"]
    497: tick to 2026-03-01T20:03:00Z
      w2 shownEntry "2026-03-01T20:03:00Z fallback"
      w8 shownEntry "2026-03-01T20:03:00Z fallback"
      w16 shownEntry "2026-03-01T20:02:30Z fallback"
      w16 nextRefresh "2026-03-01T21:02:30Z"
      w16 budgetUsed 1
      w18 shownEntry "2026-03-01T19:58:30Z fallback"
    498: data todo:work ["tea\tcake","tea\tcake"]
    499: data news "Rain later"
    500: data weather:Guangzhou {"temp":16,"sky":"晴","humidity":0.44}
    501: tick to 2026-03-01T20:13:00Z
      w2 shownEntry "2026-03-01T20:13:00Z fallback"
      w8 shownEntry "2026-03-01T20:13:00Z fallback"
      w16 shownEntry "2026-03-01T20:12:30Z fallback"
      w18 shownEntry "2026-03-01T20:08:30Z fallback"
    502: data todo:home ["tea\tcake","eggs"] ttl=21m
    503: tick to 2026-03-01T20:18:00Z
      w16 shownEntry "2026-03-01T20:17:30Z fallback"
      w18 shownEntry "2026-03-01T20:13:30Z fallback"
    504: tick to 2026-03-01T20:20:00Z
      w18 shownEntry "2026-03-01T20:18:30Z fallback"
    505: remove w12
      widgetIDs ["w2", "w8", "w13", "w16", "w18", "w20", "w21", "w22"]
    506: data todo:Einkäufe ["\"bread\"","\"bread\""]
    507: tick to 2026-03-01T20:25:00Z
      w2 shownEntry "2026-03-01T20:23:00Z fallback"
      w2 nextRefresh "2026-03-01T20:53:00Z"
      w2 budgetUsed 22
      w8 shownEntry "2026-03-01T20:23:00Z fallback"
      w8 nextRefresh "2026-03-01T20:53:00Z"
      w8 budgetUsed 22
      w16 shownEntry "2026-03-01T20:22:30Z fallback"
      w18 shownEntry "2026-03-01T20:23:30Z fallback"
    508: tick to 2026-03-01T20:30:00Z
      w13 shownEntry "2026-03-01T20:28:30Z fallback"
      w16 shownEntry "2026-03-01T20:27:30Z fallback"
      w18 shownEntry "2026-03-01T20:28:30Z fallback"
      w18 nextRefresh "2026-03-01T21:28:30Z"
      w18 budgetUsed 2
      w22 shownEntry "2026-03-01T20:28:30Z fallback"
    509: tick to 2026-03-01T20:30:30Z
    510: tick to 2026-03-01T20:35:30Z
      w2 shownEntry "2026-03-01T20:33:00Z fallback"
      w8 shownEntry "2026-03-01T20:33:00Z fallback"
      w16 shownEntry "2026-03-01T20:32:30Z fallback"
      w18 shownEntry "2026-03-01T20:33:30Z fallback"
    511: tick to 2026-03-01T20:36:30Z
    512: data todo:home ["\"bread\"","\"bread\""]
    513: app background
    514: tick to 2026-03-01T20:46:30Z
      w2 shownEntry "2026-03-01T20:43:00Z fallback"
      w8 shownEntry "2026-03-01T20:43:00Z fallback"
      w16 shownEntry "2026-03-01T20:42:30Z fallback"
      w18 shownEntry "2026-03-01T20:43:30Z fallback"
    515: tick to 2026-03-01T20:48:30Z
      w16 shownEntry "2026-03-01T20:47:30Z fallback"
      w18 shownEntry "2026-03-01T20:48:30Z fallback"
    516: data stocks:MSFT {"price":896.81,"change":3.2}
    517: tick to 2026-03-01T20:49:00Z
    518: data stocks:GOOG {"price":297.58,"change":-2.0}
    519: tick to 2026-03-01T20:50:00Z
    520: data weather:Beijing {"temp":-9,"sky":"sunny","humidity":0.64}
    521: tick to 2026-03-01T20:51:00Z
    522: tick to 2026-03-01T21:01:00Z
      w2 shownEntry "2026-03-01T20:53:00Z fallback"
      w2 nextRefresh "2026-03-01T21:23:00Z"
      w2 budgetUsed 23
      w8 shownEntry "2026-03-01T20:53:00Z fallback"
      w8 nextRefresh "2026-03-01T21:23:00Z"
      w8 budgetUsed 23
      w16 shownEntry "2026-03-01T20:57:30Z fallback"
      w18 shownEntry "2026-03-01T20:58:30Z fallback"
    523: tick to 2026-03-01T21:01:30Z
    524: tick to 2026-03-01T21:02:30Z
      w16 shownEntry "2026-03-01T21:02:30Z fallback"
      w16 nextRefresh "2026-03-01T22:02:30Z"
      w16 budgetUsed 2
    525: reload weather
      w13 shownEntry "2026-03-01T21:02:30Z fallback"
      w13 nextRefresh "2026-03-02T01:02:30Z"
      w13 budgetUsed 1
      w22 shownEntry "2026-03-01T21:02:30Z fallback"
      w22 nextRefresh "2026-03-02T01:02:30Z"
      w22 budgetUsed 1
    526: tick to 2026-03-01T21:03:00Z
      w2 shownEntry "2026-03-01T21:03:00Z fallback"
      w8 shownEntry "2026-03-01T21:03:00Z fallback"
    527: tick to 2026-03-01T21:03:30Z
      w18 shownEntry "2026-03-01T21:03:30Z fallback"
    528: tick to 2026-03-01T21:04:30Z
    529: data stocks:AMZN {"price":309.57,"change":-4.9}
    530: data stocks:GOOG {"price":542.19,"change":-3.0}
    531: data stocks:AAPL {"price":790.9,"change":2.5}
    532: fail news error
    533: data todo:Einkäufe ["\"bread\""]
    534: tick to 2026-03-01T21:06:30Z
    535: tick to 2026-03-01T21:07:30Z
      w16 shownEntry "2026-03-01T21:07:30Z fallback"
    536: tick to 2026-03-01T21:08:30Z
      w18 shownEntry "2026-03-01T21:08:30Z fallback"
    537: tick to 2026-03-01T21:18:30Z
      w2 shownEntry "2026-03-01T21:13:00Z fallback"
      w8 shownEntry "2026-03-01T21:13:00Z fallback"
      w16 shownEntry "2026-03-01T21:17:30Z fallback"
      w18 shownEntry "2026-03-01T21:18:30Z fallback"
    538: data weather:Guangzhou {"temp":3,"sky":"sunny","humidity":0.5}
    539: tick to 2026-03-01T21:20:30Z
    540: data stocks:MSFT {"price":695.39,"change":4.5} ttl=6m
    541: data stocks:AAPL {"price":401.88,"change":3.2}
    542: tick to 2026-03-01T21:21:30Z
    543: tick to 2026-03-01T21:22:30Z
      w16 shownEntry "2026-03-01T21:22:30Z fallback"
    544: tick to 2026-03-01T21:24:30Z
      w2 shownEntry "2026-03-01T21:23:00Z fallback"
      w2 nextRefresh "2026-03-01T21:53:00Z"
      w2 budgetUsed 24
      w8 shownEntry "2026-03-01T21:23:00Z fallback"
      w8 nextRefresh "2026-03-01T21:53:00Z"
      w8 budgetUsed 24
      w18 shownEntry "2026-03-01T21:23:30Z fallback"
    545: data weather:Guangzhou {"temp":21,"sky":"晴","humidity":0.23}
    546: reload stocks
      w16 shownEntry "2026-03-01T21:24:30Z fallback"
      w16 nextRefresh "2026-03-01T22:24:30Z"
      w16 budgetUsed 3
      w18 shownEntry "2026-03-01T21:24:30Z fallback"
      w18 nextRefresh "2026-03-01T22:24:30Z"
      w18 budgetUsed 3
    547: fail stocks:GOOG timeout
    548: reload todo
      w20 shownEntry "2026-03-01T21:24:30Z fallback"
      w20 budgetUsed 1
      w21 shownEntry "2026-03-01T21:24:30Z fallback"
      w21 budgetUsed 1
    549: fail todo:home timeout
    550: data todo:home ["eggs","eggs"]
    551: tick to 2026-03-01T21:25:30Z
    552: data todo:home []
    553: data todo:work ["eggs"]
    554: data weather:Guangzhou {"temp":-10,"sky":"cloudy","humidity":0.63}
    555: data weather:Guangzhou {"temp":20,"sky":"晴","humidity":0.23}
    556: configure w18 symbol=AMZN
      w18 shownEntry "2026-03-01T21:25:30Z fallback"
      w18 nextRefresh "2026-03-01T22:25:30Z"
    557: tick to 2026-03-01T21:30:30Z
      w16 shownEntry "2026-03-01T21:29:30Z fallback"
      w18 shownEntry "2026-03-01T21:30:30Z fallback"
    558: data stocks:GOOG {"price":215.94,"change":-5.2}
    559: data weather:Shanghai {"temp":11,"sky":"rain","humidity":0.02} ttl=35m
    560: data stocks:GOOG {"price":13.48,"change":9.8}
    561: tick to 2026-03-01T21:31:30Z
    562: tick to 2026-03-01T21:32:30Z
    563: data weather:Guangzhou {"temp":-5,"sky":"cloudy","humidity":0.34}
    564: tick to 2026-03-01T21:34:30Z
      w2 shownEntry "2026-03-01T21:33:00Z fallback"
      w8 shownEntry "2026-03-01T21:33:00Z fallback"
      w16 shownEntry "2026-03-01T21:34:30Z fallback"
    565: tick to 2026-03-01T21:35:30Z
      w18 shownEntry "2026-03-01T21:35:30Z fallback"
    566: reload todo
      w20 shownEntry "2026-03-01T21:35:30Z fallback"
      w20 budgetUsed 2
      w21 shownEntry "2026-03-01T21:35:30Z fallback"
      w21 budgetUsed 2
    567: tick to 2026-03-01T21:40:30Z
      w16 shownEntry "2026-03-01T21:39:30Z fallback"
      w18 shownEntry "2026-03-01T21:40:30Z fallback"
    568: tick to 2026-03-01T21:41:30Z
    569: reload all
      w2 shownEntry "2026-03-01T21:41:30Z fallback"
      w2 nextRefresh "2026-03-01T22:11:30Z"
      w2 budgetUsed 25
      w8 shownEntry "2026-03-01T21:41:30Z fallback"
      w8 nextRefresh "2026-03-01T22:11:30Z"
      w8 budgetUsed 25
      w13 shownEntry "2026-03-01T21:41:30Z fallback"
      w13 nextRefresh "2026-03-02T01:41:30Z"
      w13 budgetUsed 2
      w16 shownEntry "2026-03-01T21:41:30Z fallback"
      w16 nextRefresh "2026-03-01T22:41:30Z"
      w16 budgetUsed 4
      w18 shownEntry "2026-03-01T21:41:30Z fallback"
      w18 nextRefresh "2026-03-01T22:41:30Z"
      w18 budgetUsed 4
      w20 shownEntry "2026-03-01T21:41:30Z fallback"
      w20 budgetUsed 3
      w21 shownEntry "2026-03-01T21:41:30Z fallback"
      w21 budgetUsed 3
      w22 shownEntry "2026-03-01T21:41:30Z fallback"
      w22 nextRefresh "2026-03-02T01:41:30Z"
      w22 budgetUsed 2
    570: tick to 2026-03-01T21:51:30Z
      w2 shownEntry "2026-03-01T21:51:30Z fallback"
      w8 shownEntry "2026-03-01T21:51:30Z fallback"
      w16 shownEntry "2026-03-01T21:51:30Z fallback"
      w18 shownEntry "2026-03-01T21:51:30Z fallback"
    571: tick to 2026-03-01T21:53:30Z
    572: tick to 2026-03-01T21:54:30Z
    573: tick to 2026-03-01T22:04:30Z
      w2 shownEntry "2026-03-01T22:01:30Z fallback"
      w8 shownEntry "2026-03-01T22:01:30Z fallback"
      w16 shownEntry "2026-03-01T22:01:30Z fallback"
      w18 shownEntry "2026-03-01T22:01:30Z fallback"
    574: tick to 2026-03-01T22:05:30Z
    575: tick to 2026-03-01T22:07:30Z
      w16 shownEntry "2026-03-01T22:06:30Z fallback"
      w18 shownEntry "2026-03-01T22:06:30Z fallback"
    576: tick to 2026-03-01T22:17:30Z
      w2 shownEntry "2026-03-01T22:11:30Z fallback"
      w2 nextRefresh "2026-03-01T22:41:30Z"
      w2 budgetUsed 26
      w8 shownEntry "2026-03-01T22:11:30Z fallback"
      w8 nextRefresh "2026-03-01T22:41:30Z"
      w8 budgetUsed 26
      w16 shownEntry "2026-03-01T22:16:30Z fallback"
      w18 shownEntry "2026-03-01T22:16:30Z fallback"
    577: tick to 2026-03-01T22:18:30Z
    578: data stocks:AAPL {"price":959.04,"change":-0.2} ttl=54m
    579: add news medium
      widgetIDs ["w2", "w8", "w13", "w16", "w18", "w20", "w21", "w22", "w23"]
      w23 status .placeholder
      w23 shownEntry "2026-03-01T22:18:30Z fallback"
      w23 nextRefresh "2026-03-01T22:48:30Z"
      w23 budgetUsed 0
    580: tick to 2026-03-01T22:28:30Z
      w2 shownEntry "2026-03-01T22:21:30Z fallback"
      w8 shownEntry "2026-03-01T22:21:30Z fallback"
      w16 shownEntry "2026-03-01T22:26:30Z fallback"
      w18 shownEntry "2026-03-01T22:26:30Z fallback"
      w23 shownEntry "2026-03-01T22:28:30Z fallback"
    581: data stocks:AMZN {"price":397.79,"change":5.9}
    582: tick to 2026-03-01T22:33:30Z
      w2 shownEntry "2026-03-01T22:31:30Z fallback"
      w8 shownEntry "2026-03-01T22:31:30Z fallback"
      w16 shownEntry "2026-03-01T22:31:30Z fallback"
      w18 shownEntry "2026-03-01T22:31:30Z fallback"
    583: tick to 2026-03-01T22:34:00Z
    584: tick to 2026-03-01T22:35:00Z
    585: data todo:home []
    586: data stocks:AMZN {"price":861.27,"change":-7.2} ttl=56m
    587: data stocks:NVDA {"price":536.02,"change":-9.6} ttl=59m
    588: tick to 2026-03-01T22:40:00Z
      w16 shownEntry "2026-03-01T22:36:30Z fallback"
      w18 shownEntry "2026-03-01T22:36:30Z fallback"
      w23 shownEntry "2026-03-01T22:38:30Z fallback"
    589: tick to 2026-03-01T22:42:00Z
      w2 shownEntry "2026-03-01T22:41:30Z fallback"
      w2 nextRefresh "2026-03-01T23:11:30Z"
      w2 budgetUsed 27
      w8 shownEntry "2026-03-01T22:41:30Z fallback"
      w8 nextRefresh "2026-03-01T23:11:30Z"
      w8 budgetUsed 27
      w13 shownEntry "2026-03-01T22:41:30Z fallback"
      w16 shownEntry "2026-03-01T22:41:30Z fallback"
      w16 nextRefresh "2026-03-01T23:41:30Z"
      w16 budgetUsed 5
      w18 shownEntry "2026-03-01T22:41:30Z fallback"
      w18 nextRefresh "2026-03-01T23:41:30Z"
      w18 budgetUsed 5
      w22 shownEntry "2026-03-01T22:41:30Z fallback"
    590: tick to 2026-03-01T22:44:00Z
    591: tick to 2026-03-01T22:44:30Z
    592: remove w13
      widgetIDs ["w2", "w8", "w16", "w18", "w20", "w21", "w22", "w23"]
    593: data stocks:AAPL {"price":972.27,"change":2.5}
    594: data stocks:MSFT {"price":954.53,"change":6.8}
    595: add weather medium city=Beijing
      widgetIDs ["w2", "w8", "w16", "w18", "w20", "w21", "w22", "w23", "w24"]
      w24 status .placeholder
      w24 shownEntry "2026-03-01T22:44:30Z fallback"
      w24 nextRefresh "2026-03-02T02:44:30Z"
      w24 budgetUsed 0
    596: tick to 2026-03-01T22:45:30Z
    597: tick to 2026-03-01T22:55:30Z
      w2 shownEntry "2026-03-01T22:51:30Z fallback"
      w8 shownEntry "2026-03-01T22:51:30Z fallback"
      w16 shownEntry "2026-03-01T22:51:30Z fallback"
      w18 shownEntry "2026-03-01T22:51:30Z fallback"
      w23 shownEntry "2026-03-01T22:48:30Z fallback"
      w23 nextRefresh "2026-03-01T23:18:30Z"
      w23 budgetUsed 1
    598: tick to 2026-03-01T22:56:30Z
      w16 shownEntry "2026-03-01T22:56:30Z fallback"
      w18 shownEntry "2026-03-01T22:56:30Z fallback"
    599: tick to 2026-03-01T23:06:30Z
      w2 shownEntry "2026-03-01T23:01:30Z fallback"
      w8 shownEntry "2026-03-01T23:01:30Z fallback"
      w16 shownEntry "2026-03-01T23:06:30Z fallback"
      w18 shownEntry "2026-03-01T23:06:30Z fallback"
      w23 shownEntry "2026-03-01T22:58:30Z fallback"
    600: tick to 2026-03-01T23:16:30Z
      w2 shownEntry "2026-03-01T23:11:30Z fallback"
      w2 nextRefresh "2026-03-01T23:41:30Z"
      w2 budgetUsed 28
      w8 shownEntry "2026-03-01T23:11:30Z fallback"
      w8 nextRefresh "2026-03-01T23:41:30Z"
      w8 budgetUsed 28
      w16 shownEntry "2026-03-01T23:16:30Z fallback"
      w18 shownEntry "2026-03-01T23:16:30Z fallback"
      w23 shownEntry "2026-03-01T23:08:30Z fallback"
    601: data news "Rain later"
    602: data stocks:MSFT {"price":339.08,"change":-8.6}
    603: tick to 2026-03-01T23:17:30Z
    604: tick to 2026-03-01T23:22:30Z
      w2 shownEntry "2026-03-01T23:21:30Z fallback"
      w8 shownEntry "2026-03-01T23:21:30Z fallback"
      w16 shownEntry "2026-03-01T23:21:30Z fallback"
      w18 shownEntry "2026-03-01T23:21:30Z fallback"
      w23 shownEntry "2026-03-01T23:18:30Z fallback"
      w23 nextRefresh "2026-03-01T23:48:30Z"
      w23 budgetUsed 2
    605: tick to 2026-03-01T23:32:30Z
      w2 shownEntry "2026-03-01T23:31:30Z fallback"
      w8 shownEntry "2026-03-01T23:31:30Z fallback"
      w16 shownEntry "2026-03-01T23:31:30Z fallback"
      w18 shownEntry "2026-03-01T23:31:30Z fallback"
      w23 shownEntry "2026-03-01T23:28:30Z fallback"
    606: data stocks:AMZN {"price":461.91,"change":7.5}
    607: data stocks:MSFT {"price":323.42,"change":-2.0}
    608: tick to 2026-03-01T23:33:30Z
    609: remove w22
      widgetIDs ["w2", "w8", "w16", "w18", "w20", "w21", "w23", "w24"]
    610: data weather:Beijing {"temp":3,"sky":"sunny","humidity":0.67}
    611: tick to 2026-03-01T23:35:30Z
    612: add weather small city=Guangzhou
      widgetIDs ["w2", "w8", "w16", "w18", "w20", "w21", "w23", "w24", "w25"]
      w25 status .placeholder
      w25 shownEntry "2026-03-01T23:35:30Z fallback"
      w25 nextRefresh "2026-03-02T03:35:30Z"
      w25 budgetUsed 0
    613: data stocks:MSFT {"price":502.33,"change":4.9}
    614: tick to 2026-03-01T23:45:30Z
      w2 shownEntry "2026-03-01T23:41:30Z fallback"
      w2 nextRefresh "2026-03-02T00:11:30Z"
      w2 budgetUsed 29
      w8 shownEntry "2026-03-01T23:41:30Z fallback"
      w8 nextRefresh "2026-03-02T00:11:30Z"
      w8 budgetUsed 29
      w16 shownEntry "2026-03-01T23:41:30Z fallback"
      w16 nextRefresh "2026-03-02T00:41:30Z"
      w16 budgetUsed 6
      w18 shownEntry "2026-03-01T23:41:30Z fallback"
      w18 nextRefresh "2026-03-02T00:41:30Z"
      w18 budgetUsed 6
      w23 shownEntry "2026-03-01T23:38:30Z fallback"
      w24 shownEntry "2026-03-01T23:44:30Z fallback"
    615: tick to 2026-03-01T23:46:30Z
      w16 shownEntry "2026-03-01T23:46:30Z fallback"
      w18 shownEntry "2026-03-01T23:46:30Z fallback"
    616: tick to 2026-03-01T23:48:30Z
      w23 shownEntry "2026-03-01T23:48:30Z fallback"
      w23 nextRefresh "2026-03-02T00:18:30Z"
      w23 budgetUsed 3
    617: data weather:Shanghai {"temp":31,"sky":"rain","humidity":0.06}
    618: tick to 2026-03-01T23:50:30Z
    619: remove w24
      widgetIDs ["w2", "w8", "w16", "w18", "w20", "w21", "w23", "w25"]
    620: data news "新闻 — 头条" ttl=16m
    621: reload weather
      w25 shownEntry "2026-03-01T23:50:30Z fallback"
      w25 nextRefresh "2026-03-02T03:50:30Z"
      w25 budgetUsed 1
    622: data todo:home [] ttl=47m
    623: tick to 2026-03-01T23:52:30Z
      w2 shownEntry "2026-03-01T23:51:30Z fallback"
      w8 shownEntry "2026-03-01T23:51:30Z fallback"
      w16 shownEntry "2026-03-01T23:51:30Z fallback"
      w18 shownEntry "2026-03-01T23:51:30Z fallback"
    624: tick to 2026-03-02T00:02:30Z
      w2 shownEntry "2026-03-02T00:01:30Z fallback"
      w8 shownEntry "2026-03-02T00:01:30Z fallback"
      w16 shownEntry "2026-03-02T00:01:30Z fallback"
      w18 shownEntry "2026-03-02T00:01:30Z fallback"
      w23 shownEntry "2026-03-01T23:58:30Z fallback"
    625: reload weather
      w25 shownEntry "2026-03-02T00:02:30Z fallback"
      w25 nextRefresh "2026-03-02T04:02:30Z"
      w25 budgetUsed 2
    626: data todo:Einkäufe []
    627: tick to 2026-03-02T00:07:30Z
      w16 shownEntry "2026-03-02T00:06:30Z fallback"
      w18 shownEntry "2026-03-02T00:06:30Z fallback"
    628: reload stocks
      w16 shownEntry "2026-03-02T00:07:30Z fallback"
      w16 nextRefresh "2026-03-02T01:07:30Z"
      w16 budgetUsed 7
      w18 shownEntry "2026-03-02T00:07:30Z fallback"
      w18 nextRefresh "2026-03-02T01:07:30Z"
      w18 budgetUsed 7
    629: data stocks:AAPL {"price":614.67,"change":-7.8}
    630: reload todo
      w20 shownEntry "2026-03-02T00:07:30Z fallback"
      w20 budgetUsed 4
      w21 shownEntry "2026-03-02T00:07:30Z fallback"
      w21 budgetUsed 4
    631: data weather:Guangzhou {"temp":32,"sky":"cloudy","humidity":0.25} ttl=33m
    632: data news "Rain later"
    633: data stocks:AAPL {"price":44.76,"change":0.6} ttl=11m
    634: tick to 2026-03-02T00:08:00Z
    635: tick to 2026-03-02T00:08:30Z
      w23 shownEntry "2026-03-02T00:08:30Z fallback"
    636: tick to 2026-03-02T00:09:00Z
    637: data weather:Guangzhou {"temp":13,"sky":"晴","humidity":0.17}
    638: tick to 2026-03-02T00:19:00Z
      w2 shownEntry "2026-03-02T00:11:30Z fallback"
      w2 nextRefresh "2026-03-02T00:41:30Z"
      w2 budgetUsed 30
      w8 shownEntry "2026-03-02T00:11:30Z fallback"
      w8 nextRefresh "2026-03-02T00:41:30Z"
      w8 budgetUsed 30
      w16 shownEntry "2026-03-02T00:17:30Z fallback"
      w18 shownEntry "2026-03-02T00:17:30Z fallback"
      w23 shownEntry "2026-03-02T00:18:30Z fallback"
      w23 nextRefresh "2026-03-02T00:48:30Z"
      w23 budgetUsed 4
    639: app foreground
    640: tick to 2026-03-02T00:29:00Z
      w2 shownEntry "2026-03-02T00:21:30Z fallback"
      w8 shownEntry "2026-03-02T00:21:30Z fallback"
      w16 shownEntry "2026-03-02T00:27:30Z fallback"
      w18 shownEntry "2026-03-02T00:27:30Z fallback"
      w23 shownEntry "2026-03-02T00:28:30Z fallback"
    641: tick to 2026-03-02T00:30:00Z
    642: tick to 2026-03-02T00:31:00Z
    643: tick to 2026-03-02T00:33:00Z
      w2 shownEntry "2026-03-02T00:31:30Z fallback"
      w8 shownEntry "2026-03-02T00:31:30Z fallback"
      w16 shownEntry "2026-03-02T00:32:30Z fallback"
      w18 shownEntry "2026-03-02T00:32:30Z fallback"
    644: reload weather
      w25 shownEntry "2026-03-02T00:33:00Z fallback"
      w25 nextRefresh "2026-03-02T04:33:00Z"
    645: tick to 2026-03-02T00:34:00Z
    646: add todo small list=Einkäufe
      widgetIDs ["w2", "w8", "w16", "w18", "w20", "w21", "w23", "w25", "w26"]
      w26 status .blank
      w26 shownEntry "2026-03-02T00:34:00Z fallback"
      w26 nextRefresh "none"
      w26 budgetUsed 0
    647: tick to 2026-03-02T00:34:30Z
    648: data todo:Einkäufe [] ttl=18m
    649: tick to 2026-03-02T00:35:00Z
    650: data stocks:GOOG {"price":332.37,"change":1.2}
    651: data todo:home ["eggs","milk","tea\tcake"]
    652: tick to 2026-03-02T00:35:30Z
    653: tick to 2026-03-02T00:40:30Z
      w16 shownEntry "2026-03-02T00:37:30Z fallback"
      w18 shownEntry "2026-03-02T00:37:30Z fallback"
      w23 shownEntry "2026-03-02T00:38:30Z fallback"
    654: data stocks:NVDA {"price":541.6,"change":-5.5}
    655: data weather:Beijing {"temp":30,"sky":"sunny","humidity":0.93}
    656: tick to 2026-03-02T00:42:30Z
      w2 shownEntry "2026-03-02T00:41:30Z fallback"
      w2 nextRefresh "2026-03-02T01:11:30Z"
      w2 budgetUsed 31
      w8 shownEntry "2026-03-02T00:41:30Z fallback"
      w8 nextRefresh "2026-03-02T01:11:30Z"
      w8 budgetUsed 31
      w16 shownEntry "2026-03-02T00:42:30Z fallback"
      w18 shownEntry "2026-03-02T00:42:30Z fallback"
    657: tick to 2026-03-02T00:43:00Z
    658: tick to 2026-03-02T00:48:00Z
      w16 shownEntry "2026-03-02T00:47:30Z fallback"
      w18 shownEntry "2026-03-02T00:47:30Z fallback"
    659: fail stocks:MSFT error
    660: tick to 2026-03-02T00:58:00Z
      w2 shownEntry "2026-03-02T00:51:30Z fallback"
      w8 shownEntry "2026-03-02T00:51:30Z fallback"
      w16 shownEntry "2026-03-02T00:57:30Z fallback"
      w18 shownEntry "2026-03-02T00:57:30Z fallback"
      w23 shownEntry "2026-03-02T00:48:30Z fallback"
      w23 nextRefresh "2026-03-02T01:18:30Z"
      w23 budgetUsed 5
    661: tick to 2026-03-02T00:59:00Z
      w23 shownEntry "2026-03-02T00:58:30Z fallback"
    662: data weather:Beijing {"temp":11,"sky":"晴","humidity":0.52}
    663: configure w20 list=Einkäufe
      w20 shownEntry "2026-03-02T00:59:00Z fallback"
    664: tick to 2026-03-02T01:09:00Z
      w2 shownEntry "2026-03-02T01:01:30Z fallback"
      w8 shownEntry "2026-03-02T01:01:30Z fallback"
      w16 shownEntry "2026-03-02T01:07:30Z fallback"
      w16 nextRefresh "2026-03-02T02:07:30Z"
      w16 budgetUsed 8
      w18 shownEntry "2026-03-02T01:07:30Z fallback"
      w18 nextRefresh "2026-03-02T02:07:30Z"
      w18 budgetUsed 8
      w23 shownEntry "2026-03-02T01:08:30Z fallback"
    665: reload news
      w2 shownEntry "2026-03-02T01:09:00Z fallback"
      w2 nextRefresh "2026-03-02T01:39:00Z"
      w8 shownEntry "2026-03-02T01:09:00Z fallback"
      w8 nextRefresh "2026-03-02T01:39:00Z"
      w23 shownEntry "2026-03-02T01:09:00Z fallback"
      w23 nextRefresh "2026-03-02T01:39:00Z"
    666: data stocks:NVDA {"price":507.94,"change":1.5}
    667: tick to 2026-03-02T01:10:00Z
    668: tick to 2026-03-02T01:20:00Z
      w2 shownEntry "2026-03-02T01:19:00Z fallback"
      w8 shownEntry "2026-03-02T01:19:00Z fallback"
      w16 shownEntry "2026-03-02T01:17:30Z fallback"
      w18 shownEntry "2026-03-02T01:17:30Z fallback"
      w23 shownEntry "2026-03-02T01:19:00Z fallback"
    669: remove w2
      widgetIDs ["w8", "w16", "w18", "w20", "w21", "w23", "w25", "w26"]
    670: tick to 2026-03-02T01:30:00Z
      w8 shownEntry "2026-03-02T01:29:00Z fallback"
      w16 shownEntry "2026-03-02T01:27:30Z fallback"
      w18 shownEntry "2026-03-02T01:27:30Z fallback"
      w23 shownEntry "2026-03-02T01:29:00Z fallback"
    671: tick to 2026-03-02T01:32:00Z
    672: data stocks:AAPL {"price":824.94,"change":9.6}
    673: tick to 2026-03-02T01:33:00Z
      w16 shownEntry "2026-03-02T01:32:30Z fallback"
      w18 shownEntry "2026-03-02T01:32:30Z fallback"
      w25 shownEntry "2026-03-02T01:33:00Z fallback"
    674: data todo:Einkäufe ["eggs","\"bread\""]
    675: data todo:Einkäufe ["tea\tcake","tea\tcake","tea\tcake"]
    676: data stocks:AAPL {"price":805.4,"change":-0.6}
    677: tick to 2026-03-02T01:34:00Z
    678: data stocks:AMZN {"price":682.05,"change":-2.6} ttl=1h
    679: tick to 2026-03-02T01:44:00Z
      w8 shownEntry "2026-03-02T01:39:00Z fallback"
      w8 nextRefresh "2026-03-02T02:09:00Z"
      w8 budgetUsed 32
      w16 shownEntry "2026-03-02T01:42:30Z fallback"
      w18 shownEntry "2026-03-02T01:42:30Z fallback"
      w23 shownEntry "2026-03-02T01:39:00Z fallback"
      w23 nextRefresh "2026-03-02T02:09:00Z"
      w23 budgetUsed 6
    680: data stocks:MSFT {"price":379.74,"change":0.4}
    681: data stocks:MSFT {"price":135.3,"change":5.4}
    682: add todo small
      widgetIDs ["w8", "w16", "w18", "w20", "w21", "w23", "w25", "w26", "w27"]
      w27 status .blank
      w27 shownEntry "2026-03-02T01:44:00Z fallback"
      w27 nextRefresh "none"
      w27 budgetUsed 0
    683: tick to 2026-03-02T01:45:00Z
    684: reload todo
      w20 shownEntry "2026-03-02T01:45:00Z fallback"
      w21 shownEntry "2026-03-02T01:45:00Z fallback"
      w26 shownEntry "2026-03-02T01:45:00Z fallback"
      w27 shownEntry "2026-03-02T01:45:00Z fallback"
    685: data news "a \\ b" ttl=32m
    686: tick to 2026-03-02T01:46:00Z
    687: tick to 2026-03-02T01:47:00Z
    688: tick to 2026-03-02T01:47:30Z
      w16 shownEntry "2026-03-02T01:47:30Z fallback"
      w18 shownEntry "2026-03-02T01:47:30Z fallback"
    689: data stocks:MSFT {"price":882.06,"change":-2.6}
    690: tick to 2026-03-02T01:48:30Z
    691: tick to 2026-03-02T01:50:30Z
      w8 shownEntry "2026-03-02T01:49:00Z fallback"
      w23 shownEntry "2026-03-02T01:49:00Z fallback"
    692: tick to 2026-03-02T01:52:30Z
      w16 shownEntry "2026-03-02T01:52:30Z fallback"
      w18 shownEntry "2026-03-02T01:52:30Z fallback"
    693: data news "Rain later"
    694: data stocks:GOOG {"price":220.62,"change":5.8}
    695: configure w27 list=Einkäufe
      w27 shownEntry "2026-03-02T01:52:30Z fallback"
    696: tick to 2026-03-02T01:57:30Z
      w16 shownEntry "2026-03-02T01:57:30Z fallback"
      w18 shownEntry "2026-03-02T01:57:30Z fallback"
    697: data stocks:GOOG {"price":56.43,"change":6.3}
    698: tick to 2026-03-02T02:07:30Z
      w8 shownEntry "2026-03-02T01:59:00Z fallback"
      w16 shownEntry "2026-03-02T02:07:30Z fallback"
      w16 nextRefresh "2026-03-02T03:07:30Z"
      w16 budgetUsed 9
      w18 shownEntry "2026-03-02T02:07:30Z fallback"
      w18 nextRefresh "2026-03-02T03:07:30Z"
      w18 budgetUsed 9
      w23 shownEntry "2026-03-02T01:59:00Z fallback"
    699: app background
    700: tick to 2026-03-02T02:08:00Z
    701: tick to 2026-03-02T02:09:00Z
      w8 shownEntry "2026-03-02T02:09:00Z fallback"
      w8 nextRefresh "2026-03-02T02:39:00Z"
      w8 budgetUsed 33
      w23 shownEntry "2026-03-02T02:09:00Z fallback"
      w23 nextRefresh "2026-03-02T02:39:00Z"
      w23 budgetUsed 7
    702: data todo:work ["eggs","milk"]
    703: tick to 2026-03-02T02:10:00Z
    704: data weather:Guangzhou {"temp":-10,"sky":"cloudy","humidity":0.01}
    705: data stocks:MSFT {"price":749.44,"change":-8.0} ttl=40m
    706: reload news
      w8 nextRefresh "2026-03-02T02:14:00Z"
      w23 nextRefresh "2026-03-02T02:14:00Z"
    707: fail stocks:NVDA timeout
    708: tick to 2026-03-02T02:20:00Z
      w8 shownEntry "2026-03-02T02:14:00Z fallback"
      w8 nextRefresh "2026-03-02T02:44:00Z"
      w8 budgetUsed 34
      w16 shownEntry "2026-03-02T02:17:30Z fallback"
      w18 shownEntry "2026-03-02T02:17:30Z fallback"
      w23 shownEntry "2026-03-02T02:14:00Z fallback"
      w23 nextRefresh "2026-03-02T02:44:00Z"
      w23 budgetUsed 8
    709: configure w21 list=Einkäufe
      w21 shownEntry "2026-03-02T02:20:00Z fallback"
    710: tick to 2026-03-02T02:21:00Z
    711: tick to 2026-03-02T02:23:00Z
      w16 shownEntry "2026-03-02T02:22:30Z fallback"
      w18 shownEntry "2026-03-02T02:22:30Z fallback"
    712: tick to 2026-03-02T02:23:30Z
    713: reload stocks
      w16 shownEntry "2026-03-02T02:23:30Z fallback"
      w16 nextRefresh "2026-03-02T03:23:30Z"
      w16 budgetUsed 10
      w18 shownEntry "2026-03-02T02:23:30Z fallback"
      w18 nextRefresh "2026-03-02T03:23:30Z"
      w18 budgetUsed 10
    714: data stocks:NVDA {"price":580.62,"change":-9.2}
    715: remove w18
      widgetIDs ["w8", "w16", "w20", "w21", "w23", "w25", "w26", "w27"]
    716: tick to 2026-03-02T02:24:30Z
      w8 shownEntry "2026-03-02T02:24:00Z fallback"
      w23 shownEntry "2026-03-02T02:24:00Z fallback"
    717: tick to 2026-03-02T02:26:30Z
    718: data stocks:NVDA {"price":248.62,"change":-7.7}
    719: tick to 2026-03-02T02:28:30Z
      w16 shownEntry "2026-03-02T02:28:30Z fallback"
    720: data weather:Beijing {"temp":23,"sky":"晴","humidity":0.62} ttl=24m
    721: data weather:Shanghai {"temp":13,"sky":"sunny","humidity":0.67}
    722: data news "Märkte schließen höher"
    723: data todo:home []
    724: data weather:Shanghai {"temp":-2,"sky":"rain","humidity":0.05}
    725: add todo small list=Einkäufe
      widgetIDs ["w8", "w16", "w20", "w21", "w23", "w25", "w26", "w27", "w28"]
      w28 status .blank
      w28 shownEntry "2026-03-02T02:28:30Z fallback"
      w28 nextRefresh "none"
      w28 budgetUsed 0
    726: data todo:work ["tea\tcake","tea\tcake"]
    727: remove w28
      widgetIDs ["w8", "w16", "w20", "w21", "w23", "w25", "w26", "w27"]
    728: tick to 2026-03-02T02:29:30Z
    729: data weather:Beijing {"temp":31,"sky":"sunny","humidity":0.17} ttl=48m
    730: data stocks:NVDA {"price":52.83,"change":4.7}
    731: tick to 2026-03-02T02:31:30Z
    732: reload todo
      w20 shownEntry "2026-03-02T02:31:30Z fallback"
      w20 budgetUsed 5
      w21 shownEntry "2026-03-02T02:31:30Z fallback"
      w21 budgetUsed 5
      w26 shownEntry "2026-03-02T02:31:30Z fallback"
      w26 budgetUsed 1
      w27 shownEntry "2026-03-02T02:31:30Z fallback"
      w27 budgetUsed 1
    733: data weather:Beijing {"temp":2,"sky":"cloudy","humidity":0.44}
    734: data todo:home ["\"bread\"","tea\tcake","milk"]
    735: appgroup on
      w8 status .stale
      w16 status .stale
      w20 status .stale
      w21 status .stale
      w23 status .stale
      w25 status .stale
      w26 status .stale
      w27 status .stale
    736: reload todo
      w20 nextRefresh "2026-03-02T02:36:30Z"
      w21 nextRefresh "2026-03-02T02:36:30Z"
      w26 nextRefresh "2026-03-02T02:36:30Z"
      w27 nextRefresh "2026-03-02T02:36:30Z"
    737: tick to 2026-03-02T02:36:30Z
      w8 shownEntry "2026-03-02T02:34:00Z fallback"
      w16 shownEntry "2026-03-02T02:33:30Z fallback"
      w20 shownEntry "2026-03-02T02:36:30Z [\"\\\"bread\\\"\"]"
      w20 nextRefresh "none"
      w20 budgetUsed 6
      w21 shownEntry "2026-03-02T02:36:30Z [\"\\\"bread\\\"\"]"
      w21 nextRefresh "none"
      w21 budgetUsed 6
      w23 shownEntry "2026-03-02T02:34:00Z fallback"
      w25 shownEntry "2026-03-02T02:33:00Z fallback"
      w26 shownEntry "2026-03-02T02:36:30Z [\"\\\"bread\\\"\"]"
      w26 nextRefresh "none"
      w26 budgetUsed 2
      w27 shownEntry "2026-03-02T02:36:30Z [\"\\\"bread\\\"\"]"
      w27 nextRefresh "none"
      w27 budgetUsed 2
    738: data stocks:AMZN {"price":117.83,"change":-9.1}
    739: tick to 2026-03-02T02:37:00Z
    740: tick to 2026-03-02T02:39:00Z
      w16 shownEntry "2026-03-02T02:38:30Z fallback"
    741: tick to 2026-03-02T02:40:00Z
    742: data todo:work ["milk","\"bread\"","milk"]
    743: data todo:Einkäufe ["eggs","\"bread\"","\"bread\""]
    744: tick to 2026-03-02T02:42:00Z
    745: add stocks small symbol=MSFT
      widgetIDs ["w8", "w16", "w20", "w21", "w23", "w25", "w26", "w27", "w29"]
      w29 status .stale
      w29 shownEntry "2026-03-02T02:42:00Z {\"price\":891.21,\"change\":4.1}"
      w29 nextRefresh "2026-03-02T03:42:00Z"
      w29 budgetUsed 0
    746: tick to 2026-03-02T02:43:00Z
    747: data news "a \\ b"
    748: data weather:Beijing {"temp":-10,"sky":"晴","humidity":0.82}
    749: remove w26
      widgetIDs ["w8", "w16", "w20", "w21", "w23", "w25", "w27", "w29"]
    750: data stocks:MSFT {"price":703.21,"change":-3.2}
    751: reload todo
      w20 status .live
      w20 shownEntry "2026-03-02T02:43:00Z [\"eggs\",\"\\\"bread\\\"\",\"\\\"bread\\\"\"]"
      w20 budgetUsed 7
      w21 status .live
      w21 shownEntry "2026-03-02T02:43:00Z [\"eggs\",\"\\\"bread\\\"\",\"\\\"bread\\\"\"]"
      w21 budgetUsed 7
      w27 status .live
      w27 shownEntry "2026-03-02T02:43:00Z [\"eggs\",\"\\\"bread\\\"\",\"\\\"bread\\\"\"]"
      w27 budgetUsed 3
    752: data todo:Einkäufe []
      w20 status .stale
      w21 status .stale
      w27 status .stale
    753: add stocks medium symbol=MSFT
      widgetIDs ["w8", "w16", "w20", "w21", "w23", "w25", "w27", "w29", "w30"]
      w30 status .live
      w30 shownEntry "2026-03-02T02:43:00Z {\"price\":703.21,\"change\":-3.2}"
      w30 nextRefresh "2026-03-02T03:43:00Z"
      w30 budgetUsed 0
    754: tick to 2026-03-02T02:53:00Z
      w8 status .live
      w8 shownEntry "2026-03-02T02:44:00Z \"a \\\\ b\""
      w8 nextRefresh "2026-03-02T03:14:00Z"
      w8 budgetUsed 35
      w16 shownEntry "2026-03-02T02:48:30Z fallback"
      w23 status .live
      w23 shownEntry "2026-03-02T02:44:00Z \"a \\\\ b\""
      w23 nextRefresh "2026-03-02T03:14:00Z"
      w23 budgetUsed 9
      w29 shownEntry "2026-03-02T02:52:00Z {\"price\":891.21,\"change\":4.1}"
      w30 status .stale
      w30 shownEntry "2026-03-02T02:53:00Z {\"price\":703.21,\"change\":-3.2}"
    755: tick to 2026-03-02T02:55:00Z
      w8 shownEntry "2026-03-02T02:54:00Z \"a \\\\ b\""
      w16 shownEntry "2026-03-02T02:53:30Z fallback"
      w23 shownEntry "2026-03-02T02:54:00Z \"a \\\\ b\""
    756: data stocks:NVDA {"price":927.15,"change":-1.3}
    757: data todo:home ["\"bread\"","tea\tcake"]
    758: remove w23
      widgetIDs ["w8", "w16", "w20", "w21", "w25", "w27", "w29", "w30"]
    759: tick to 2026-03-02T03:00:00Z
      w16 shownEntry "2026-03-02T02:58:30Z fallback"
      w29 shownEntry "2026-03-02T02:57:00Z {\"price\":891.21,\"change\":4.1}"
      w30 shownEntry "2026-03-02T02:58:00Z {\"price\":703.21,\"change\":-3.2}"
    760: data stocks:MSFT {"price":803.8,"change":-3.7} ttl=56m
    761: tick to 2026-03-02T03:10:00Z
      w8 status .stale
      w8 shownEntry "2026-03-02T03:04:00Z \"a \\\\ b\""
      w16 shownEntry "2026-03-02T03:08:30Z fallback"
      w29 shownEntry "2026-03-02T03:07:00Z {\"price\":891.21,\"change\":4.1}"
      w30 shownEntry "2026-03-02T03:08:00Z {\"price\":703.21,\"change\":-3.2}"
    762: data todo:home []
    763: tick to 2026-03-02T03:10:30Z
    764: data todo:Einkäufe ["milk"]
    765: tick to 2026-03-02T03:12:30Z
      w29 shownEntry "2026-03-02T03:12:00Z {\"price\":891.21,\"change\":4.1}"
    766: tick to 2026-03-02T03:13:30Z
      w16 shownEntry "2026-03-02T03:13:30Z fallback"
      w30 shownEntry "2026-03-02T03:13:00Z {\"price\":703.21,\"change\":-3.2}"
    767: data stocks:AAPL {"price":910.2,"change":7.6}
    768: fail stocks:MSFT timeout
    769: tick to 2026-03-02T03:14:30Z
      w8 shownEntry "2026-03-02T03:14:00Z \"a \\\\ b\""
      w8 nextRefresh "2026-03-02T03:44:00Z"
      w8 budgetUsed 36
    770: tick to 2026-03-02T03:19:30Z
      w16 shownEntry "2026-03-02T03:18:30Z fallback"
      w29 shownEntry "2026-03-02T03:17:00Z {\"price\":891.21,\"change\":4.1}"
      w30 shownEntry "2026-03-02T03:18:00Z {\"price\":703.21,\"change\":-3.2}"
    771: data todo:work ["\"bread\"","\"bread\"","eggs"]
    772: tick to 2026-03-02T03:20:30Z
    773: data weather:Guangzhou {"temp":-4,"sky":"sunny","humidity":0.06}
    774: data weather:Shanghai {"temp":13,"sky":"rain","humidity":0.2} ttl=5m
    775: tick to 2026-03-02T03:21:00Z
    776: tick to 2026-03-02T03:22:00Z
      w29 shownEntry "2026-03-02T03:22:00Z {\"price\":891.21,\"change\":4.1}"
    777: fail stocks:MSFT timeout
    778: tick to 2026-03-02T03:32:00Z
      w8 shownEntry "2026-03-02T03:24:00Z \"a \\\\ b\""
      w16 status .live
      w16 shownEntry "2026-03-02T03:28:30Z {\"price\":803.8,\"change\":-3.7}"
      w16 nextRefresh "2026-03-02T04:23:30Z"
      w16 budgetUsed 11
      w29 shownEntry "2026-03-02T03:32:00Z {\"price\":891.21,\"change\":4.1}"
      w30 shownEntry "2026-03-02T03:28:00Z {\"price\":703.21,\"change\":-3.2}"
    779: add weather small city=Guangzhou
      widgetIDs ["w8", "w16", "w20", "w21", "w25", "w27", "w29", "w30", "w31"]
      w31 status .live
      w31 shownEntry "2026-03-02T03:32:00Z {\"temp\":-4,\"sky\":\"sunny\",\"humidity\":0.06}"
      w31 nextRefresh "2026-03-02T07:32:00Z"
      w31 budgetUsed 0
    780: app foreground
    781: tick to 2026-03-02T03:33:00Z
      w25 shownEntry "2026-03-02T03:33:00Z fallback"
      w30 shownEntry "2026-03-02T03:33:00Z {\"price\":703.21,\"change\":-3.2}"
    782: tick to 2026-03-02T03:43:00Z
      w8 shownEntry "2026-03-02T03:34:00Z \"a \\\\ b\""
      w16 shownEntry "2026-03-02T03:38:30Z {\"price\":803.8,\"change\":-3.7}"
      w29 status .live
      w29 shownEntry "2026-03-02T03:42:00Z {\"price\":803.8,\"change\":-3.7}"
      w29 nextRefresh "2026-03-02T04:42:00Z"
      w29 budgetUsed 1
      w30 status .live
      w30 shownEntry "2026-03-02T03:43:00Z {\"price\":803.8,\"change\":-3.7}"
      w30 nextRefresh "2026-03-02T04:43:00Z"
      w30 budgetUsed 1
    783: remove w29
      widgetIDs ["w8", "w16", "w20", "w21", "w25", "w27", "w30", "w31"]
    784: reload news
      w8 shownEntry "2026-03-02T03:43:00Z \"a \\\\ b\""
      w8 nextRefresh "2026-03-02T04:13:00Z"
    785: data stocks:AMZN {"price":529.42,"change":0.7}
    786: tick to 2026-03-02T03:45:00Z
      w16 shownEntry "2026-03-02T03:43:30Z {\"price\":803.8,\"change\":-3.7}"
    787: tick to 2026-03-02T03:47:00Z
    788: tick to 2026-03-02T03:57:00Z
      w8 shownEntry "2026-03-02T03:53:00Z \"a \\\\ b\""
      w16 status .stale
      w16 shownEntry "2026-03-02T03:53:30Z {\"price\":803.8,\"change\":-3.7}"
      w30 status .stale
      w30 shownEntry "2026-03-02T03:53:00Z {\"price\":803.8,\"change\":-3.7}"
      w31 status .stale
    789: data stocks:AAPL {"price":824.14,"change":-4.0}
    790: fail weather:Guangzhou timeout
    791: tick to 2026-03-02T03:57:30Z
    792: data stocks:GOOG {"price":415.98,"change":8.5}
    793: data todo:work ["tea\tcake","milk","milk"]
    794: tick to 2026-03-02T03:58:30Z
      w16 shownEntry "2026-03-02T03:58:30Z {\"price\":803.8,\"change\":-3.7}"
      w30 shownEntry "2026-03-02T03:58:00Z {\"price\":803.8,\"change\":-3.7}"
    795: data weather:Guangzhou {"temp":19,"sky":"sunny","humidity":0.45} ttl=15m
    796: tick to 2026-03-02T03:59:00Z
    797: add todo small list=Einkäufe
      widgetIDs ["w8", "w16", "w20", "w21", "w25", "w27", "w30", "w31", "w32"]
      w32 status .stale
      w32 shownEntry "2026-03-02T03:59:00Z [\"milk\"]"
      w32 nextRefresh "none"
      w32 budgetUsed 0
    798: tick to 2026-03-02T04:04:00Z
      w8 shownEntry "2026-03-02T04:03:00Z \"a \\\\ b\""
      w16 shownEntry "2026-03-02T04:03:30Z {\"price\":803.8,\"change\":-3.7}"
      w30 shownEntry "2026-03-02T04:03:00Z {\"price\":803.8,\"change\":-3.7}"
    799: data stocks:GOOG {"price":98.23,"change":-9.0} ttl=9m
    800: tick to 2026-03-02T04:05:00Z
    801: tick to 2026-03-02T04:15:00Z
      w8 shownEntry "2026-03-02T04:13:00Z \"a \\\\ b\""
      w8 nextRefresh "2026-03-02T04:43:00Z"
      w8 budgetUsed 37
      w16 shownEntry "2026-03-02T04:13:30Z {\"price\":803.8,\"change\":-3.7}"
      w30 shownEntry "2026-03-02T04:13:00Z {\"price\":803.8,\"change\":-3.7}"
    802: tick to 2026-03-02T04:16:00Z
    803: configure w25 city=Shanghai
      w25 shownEntry "2026-03-02T04:16:00Z {\"temp\":13,\"sky\":\"rain\",\"humidity\":0.2}"
      w25 nextRefresh "2026-03-02T08:16:00Z"
    804: tick to 2026-03-02T04:17:00Z
    805: data todo:home ["milk","eggs"]
    806: tick to 2026-03-02T04:17:30Z
    807: tick to 2026-03-02T04:18:30Z
      w16 shownEntry "2026-03-02T04:18:30Z {\"price\":803.8,\"change\":-3.7}"
      w30 shownEntry "2026-03-02T04:18:00Z {\"price\":803.8,\"change\":-3.7}"
    808: tick to 2026-03-02T04:19:30Z
    809: tick to 2026-03-02T04:20:30Z
    810: data stocks:AMZN {"price":735.49,"change":-9.4}
    811: reload stocks
      w16 shownEntry "2026-03-02T04:20:30Z {\"price\":803.8,\"change\":-3.7}"
      w16 nextRefresh "2026-03-02T05:20:30Z"
      w30 shownEntry "2026-03-02T04:20:30Z {\"price\":803.8,\"change\":-3.7}"
      w30 nextRefresh "2026-03-02T05:20:30Z"
    812: tick to 2026-03-02T04:21:00Z
    813: tick to 2026-03-02T04:21:30Z
    814: tick to 2026-03-02T04:23:30Z
      w8 shownEntry "2026-03-02T04:23:00Z \"a \\\\ b\""
    815: tick to 2026-03-02T04:25:30Z
      w16 shownEntry "2026-03-02T04:25:30Z {\"price\":803.8,\"change\":-3.7}"
      w30 shownEntry "2026-03-02T04:25:30Z {\"price\":803.8,\"change\":-3.7}"
    816: tick to 2026-03-02T04:27:30Z
    817: tick to 2026-03-02T04:32:30Z
      w16 shownEntry "2026-03-02T04:30:30Z {\"price\":803.8,\"change\":-3.7}"
      w30 shownEntry "2026-03-02T04:30:30Z {\"price\":803.8,\"change\":-3.7}"
      w31 shownEntry "2026-03-02T04:32:00Z {\"temp\":-4,\"sky\":\"sunny\",\"humidity\":0.06}"
    818: reload todo
      w20 shownEntry "2026-03-02T04:32:30Z [\"milk\"]"
      w21 shownEntry "2026-03-02T04:32:30Z [\"milk\"]"
      w27 shownEntry "2026-03-02T04:32:30Z [\"milk\"]"
      w32 shownEntry "2026-03-02T04:32:30Z [\"milk\"]"
    819: data weather:Shanghai {"temp":15,"sky":"sunny","humidity":0.62}
    820: data todo:home [] ttl=9m
    821: remove w30
      widgetIDs ["w8", "w16", "w20", "w21", "w25", "w27", "w31", "w32"]
    822: tick to 2026-03-02T04:33:30Z
      w8 shownEntry "2026-03-02T04:33:00Z \"a \\\\ b\""
    823: tick to 2026-03-02T04:34:30Z
    824: reload news
      w8 shownEntry "2026-03-02T04:34:30Z \"a \\\\ b\""
      w8 nextRefresh "2026-03-02T05:04:30Z"
    825: add news large
      widgetIDs ["w8", "w16", "w20", "w21", "w25", "w27", "w31", "w32", "w33"]
      w33 status .stale
      w33 shownEntry "2026-03-02T04:34:30Z \"a \\\\ b\""
      w33 nextRefresh "2026-03-02T05:04:30Z"
      w33 budgetUsed 0
    826: data todo:work ["eggs","milk"]
    827: tick to 2026-03-02T04:44:30Z
      w8 shownEntry "2026-03-02T04:44:30Z \"a \\\\ b\""
      w16 shownEntry "2026-03-02T04:40:30Z {\"price\":803.8,\"change\":-3.7}"
      w33 shownEntry "2026-03-02T04:44:30Z \"a \\\\ b\""
    828: data weather:Shanghai {"temp":21,"sky":"晴","humidity":0.46}
    829: tick to 2026-03-02T04:45:00Z
    830: app background
    831: reload todo
      w20 shownEntry "2026-03-02T04:45:00Z [\"milk\"]"
      w20 budgetUsed 8
      w21 shownEntry "2026-03-02T04:45:00Z [\"milk\"]"
      w21 budgetUsed 8
      w27 shownEntry "2026-03-02T04:45:00Z [\"milk\"]"
      w27 budgetUsed 4
      w32 shownEntry "2026-03-02T04:45:00Z [\"milk\"]"
      w32 budgetUsed 1
    832: reload all
      w8 shownEntry "2026-03-02T04:45:00Z \"a \\\\ b\""
      w8 nextRefresh "2026-03-02T05:15:00Z"
      w8 budgetUsed 38
      w16 shownEntry "2026-03-02T04:45:00Z {\"price\":803.8,\"change\":-3.7}"
      w16 nextRefresh "2026-03-02T05:45:00Z"
      w16 budgetUsed 12
      w20 nextRefresh "2026-03-02T04:50:00Z"
      w21 nextRefresh "2026-03-02T04:50:00Z"
      w25 status .live
      w25 shownEntry "2026-03-02T04:45:00Z {\"temp\":21,\"sky\":\"晴\",\"humidity\":0.46}"
      w25 nextRefresh "2026-03-02T08:45:00Z"
      w25 budgetUsed 3
      w27 nextRefresh "2026-03-02T04:50:00Z"
      w31 shownEntry "2026-03-02T04:45:00Z {\"temp\":19,\"sky\":\"sunny\",\"humidity\":0.45}"
      w31 nextRefresh "2026-03-02T08:45:00Z"
      w31 budgetUsed 1
      w32 nextRefresh "2026-03-02T04:50:00Z"
      w33 shownEntry "2026-03-02T04:45:00Z \"a \\\\ b\""
      w33 nextRefresh "2026-03-02T05:15:00Z"
      w33 budgetUsed 1
    833: tick to 2026-03-02T04:47:00Z
    834: tick to 2026-03-02T04:49:00Z
    835: app foreground
    836: tick to 2026-03-02T04:49:30Z
    837: tick to 2026-03-02T04:59:30Z
      w8 shownEntry "2026-03-02T04:55:00Z \"a \\\\ b\""
      w16 shownEntry "2026-03-02T04:55:00Z {\"price\":803.8,\"change\":-3.7}"
      w20 shownEntry "2026-03-02T04:50:00Z [\"milk\"]"
      w20 nextRefresh "none"
      w20 budgetUsed 9
      w21 shownEntry "2026-03-02T04:50:00Z [\"milk\"]"
      w21 nextRefresh "none"
      w21 budgetUsed 9
      w27 shownEntry "2026-03-02T04:50:00Z [\"milk\"]"
      w27 nextRefresh "none"
      w27 budgetUsed 5
      w32 shownEntry "2026-03-02T04:50:00Z [\"milk\"]"
      w32 nextRefresh "none"
      w32 budgetUsed 2
      w33 shownEntry "2026-03-02T04:55:00Z \"a \\\\ b\""
    838: tick to 2026-03-02T05:00:00Z
      w16 shownEntry "2026-03-02T05:00:00Z {\"price\":803.8,\"change\":-3.7}"
    839: reload all
      w8 shownEntry "2026-03-02T05:00:00Z \"a \\\\ b\""
      w8 nextRefresh "2026-03-02T05:30:00Z"
      w16 nextRefresh "2026-03-02T06:00:00Z"
      w20 shownEntry "2026-03-02T05:00:00Z [\"milk\"]"
      w21 shownEntry "2026-03-02T05:00:00Z [\"milk\"]"
      w25 shownEntry "2026-03-02T05:00:00Z {\"temp\":21,\"sky\":\"晴\",\"humidity\":0.46}"
      w25 nextRefresh "2026-03-02T09:00:00Z"
      w27 shownEntry "2026-03-02T05:00:00Z [\"milk\"]"
      w31 shownEntry "2026-03-02T05:00:00Z {\"temp\":19,\"sky\":\"sunny\",\"humidity\":0.45}"
      w31 nextRefresh "2026-03-02T09:00:00Z"
      w32 shownEntry "2026-03-02T05:00:00Z [\"milk\"]"
      w33 shownEntry "2026-03-02T05:00:00Z \"a \\\\ b\""
      w33 nextRefresh "2026-03-02T05:30:00Z"
    840: data todo:Einkäufe ["\"bread\"","\"bread\""]
    841: configure w27 list=home
      w27 shownEntry "2026-03-02T05:00:00Z []"
    842: tick to 2026-03-02T05:00:30Z
    843: appgroup off
    844: tick to 2026-03-02T05:01:30Z
    845: tick to 2026-03-02T05:02:00Z
    846: tick to 2026-03-02T05:12:00Z
      w8 shownEntry "2026-03-02T05:10:00Z \"a \\\\ b\""
      w16 shownEntry "2026-03-02T05:10:00Z {\"price\":803.8,\"change\":-3.7}"
      w33 shownEntry "2026-03-02T05:10:00Z \"a \\\\ b\""
    847: data weather:Shanghai {"temp":6,"sky":"sunny","humidity":0.91} ttl=5m
    848: configure w25 city=Guangzhou
      w25 status .placeholder
      w25 shownEntry "2026-03-02T05:12:00Z fallback"
      w25 nextRefresh "2026-03-02T09:12:00Z"
    849: data news "a \\ b" ttl=59m
    850: data todo:work ["milk","eggs"]
    851: tick to 2026-03-02T05:13:00Z
    852: tick to 2026-03-02T05:14:00Z
    853: reload weather
      w25 shownEntry "2026-03-02T05:14:00Z fallback"
      w25 nextRefresh "2026-03-02T09:14:00Z"
      w31 status .placeholder
      w31 shownEntry "2026-03-02T05:14:00Z fallback"
      w31 nextRefresh "2026-03-02T09:14:00Z"
    854: data stocks:MSFT {"price":28.65,"change":-2.8}
    855: configure w20 list=work
      w20 status .blank
      w20 shownEntry "2026-03-02T05:14:00Z fallback"
    856: tick to 2026-03-02T05:15:00Z
      w16 shownEntry "2026-03-02T05:15:00Z {\"price\":803.8,\"change\":-3.7}"
    857: configure w27 list=work
      w27 status .blank
      w27 shownEntry "2026-03-02T05:15:00Z fallback"
    858: tick to 2026-03-02T05:20:00Z
      w8 shownEntry "2026-03-02T05:20:00Z \"a \\\\ b\""
      w16 shownEntry "2026-03-02T05:20:00Z {\"price\":803.8,\"change\":-3.7}"
      w33 shownEntry "2026-03-02T05:20:00Z \"a \\\\ b\""
    859: tick to 2026-03-02T05:22:00Z
    860: tick to 2026-03-02T05:22:30Z
    861: data weather:Guangzhou {"temp":-10,"sky":"sunny","humidity":0.93} ttl=26m
    862: configure w27 list=Einkäufe
      w27 shownEntry "2026-03-02T05:22:30Z fallback"
    863: app background
    864: data todo:work ["\"bread\"","tea\tcake","milk"] ttl=34m
    865: tick to 2026-03-02T05:23:30Z
    866: tick to 2026-03-02T05:25:30Z
      w16 shownEntry "2026-03-02T05:25:00Z {\"price\":803.8,\"change\":-3.7}"
    867: tick to 2026-03-02T05:26:30Z
    868: tick to 2026-03-02T05:31:30Z
      w8 status .placeholder
      w8 shownEntry "2026-03-02T05:30:00Z fallback"
      w8 nextRefresh "2026-03-02T06:00:00Z"
      w8 budgetUsed 39
      w16 shownEntry "2026-03-02T05:30:00Z {\"price\":803.8,\"change\":-3.7}"
      w33 status .placeholder
      w33 shownEntry "2026-03-02T05:30:00Z fallback"
      w33 nextRefresh "2026-03-02T06:00:00Z"
      w33 budgetUsed 2
    869: tick to 2026-03-02T05:32:00Z
    870: tick to 2026-03-02T05:33:00Z
    871: tick to 2026-03-02T05:35:00Z
      w16 shownEntry "2026-03-02T05:35:00Z {\"price\":803.8,\"change\":-3.7}"
    872: data todo:work ["eggs","milk","eggs"] ttl=1h4m
    873: tick to 2026-03-02T05:36:00Z
    874: data weather:Beijing {"temp":13,"sky":"晴","humidity":0.54} ttl=31m
    875: reload all
      w8 shownEntry "2026-03-02T05:36:00Z fallback"
      w8 nextRefresh "2026-03-02T08:30:00Z"
      w8 budgetUsed 40
      w16 status .placeholder
      w16 shownEntry "2026-03-02T05:36:00Z fallback"
      w16 nextRefresh "2026-03-02T06:36:00Z"
      w16 budgetUsed 13
      w20 shownEntry "2026-03-02T05:36:00Z fallback"
      w20 budgetUsed 10
      w21 status .blank
      w21 shownEntry "2026-03-02T05:36:00Z fallback"
      w21 budgetUsed 10
      w25 shownEntry "2026-03-02T05:36:00Z fallback"
      w25 nextRefresh "2026-03-02T09:36:00Z"
      w25 budgetUsed 4
      w27 shownEntry "2026-03-02T05:36:00Z fallback"
      w27 budgetUsed 6
      w31 shownEntry "2026-03-02T05:36:00Z fallback"
      w31 nextRefresh "2026-03-02T09:36:00Z"
      w31 budgetUsed 2
      w32 status .blank
      w32 shownEntry "2026-03-02T05:36:00Z fallback"
      w32 budgetUsed 3
      w33 shownEntry "2026-03-02T05:36:00Z fallback"
      w33 nextRefresh "2026-03-02T06:06:00Z"
      w33 budgetUsed 3
    876: tick to 2026-03-02T05:37:00Z
    877: remove w27
      widgetIDs ["w8", "w16", "w20", "w21", "w25", "w31", "w32", "w33"]
    878: tick to 2026-03-02T05:42:00Z
      w16 shownEntry "2026-03-02T05:41:00Z fallback"
    879: data todo:home ["milk"] ttl=5m
    880: tick to 2026-03-02T05:47:00Z
      w8 shownEntry "2026-03-02T05:46:00Z fallback"
      w16 shownEntry "2026-03-02T05:46:00Z fallback"
      w33 shownEntry "2026-03-02T05:46:00Z fallback"
    881: tick to 2026-03-02T05:57:00Z
      w8 shownEntry "2026-03-02T05:56:00Z fallback"
      w16 shownEntry "2026-03-02T05:56:00Z fallback"
      w33 shownEntry "2026-03-02T05:56:00Z fallback"
    882: data weather:Beijing {"temp":22,"sky":"sunny","humidity":0.86}
    883: tick to 2026-03-02T05:57:30Z
    884: tick to 2026-03-02T06:07:30Z
      w16 shownEntry "2026-03-02T06:06:00Z fallback"
      w33 shownEntry "2026-03-02T06:06:00Z fallback"
      w33 nextRefresh "2026-03-02T06:36:00Z"
      w33 budgetUsed 4
    885: data stocks:AAPL {"price":693.71,"change":2.8}
    886: data stocks:MSFT {"price":456.43,"change":-8.4} ttl=27m
    887: tick to 2026-03-02T06:09:30Z
    888: reload news
      w33 nextRefresh "2026-03-02T06:11:00Z"
    889: tick to 2026-03-02T06:10:00Z
    890: data stocks:MSFT {"price":274.21,"change":5.1}
    891: tick to 2026-03-02T06:10:30Z
    892: tick to 2026-03-02T06:12:30Z
      w16 shownEntry "2026-03-02T06:11:00Z fallback"
      w33 shownEntry "2026-03-02T06:11:00Z fallback"
      w33 nextRefresh "2026-03-02T06:41:00Z"
      w33 budgetUsed 5
    893: data todo:home ["tea\tcake"] ttl=17m
    894: tick to 2026-03-02T06:13:30Z
    895: tick to 2026-03-02T06:18:30Z
      w16 shownEntry "2026-03-02T06:16:00Z fallback"
    896: data todo:home ["\"bread\"","\"bread\"","tea\tcake"]
    897: tick to 2026-03-02T06:28:30Z
      w16 shownEntry "2026-03-02T06:26:00Z fallback"
      w33 shownEntry "2026-03-02T06:21:00Z fallback"
    898: tick to 2026-03-02T06:33:30Z
      w16 shownEntry "2026-03-02T06:31:00Z fallback"
      w33 shownEntry "2026-03-02T06:31:00Z fallback"
    899: data stocks:NVDA {"price":90.35,"change":-5.4}
    900: tick to 2026-03-02T06:34:30Z
    901: tick to 2026-03-02T06:35:30Z
    902: reload weather
      w25 shownEntry "2026-03-02T06:35:30Z fallback"
      w25 nextRefresh "2026-03-02T10:35:30Z"
      w25 budgetUsed 5
      w31 shownEntry "2026-03-02T06:35:30Z fallback"
      w31 nextRefresh "2026-03-02T10:35:30Z"
      w31 budgetUsed 3
    903: data news "a \\ b"
    904: tick to 2026-03-02T06:40:30Z
      w16 shownEntry "2026-03-02T06:36:00Z fallback"
      w16 nextRefresh "2026-03-02T07:36:00Z"
      w16 budgetUsed 14
    905: tick to 2026-03-02T06:50:30Z
      w16 shownEntry "2026-03-02T06:46:00Z fallback"
      w33 shownEntry "2026-03-02T06:41:00Z fallback"
      w33 nextRefresh "2026-03-02T07:11:00Z"
      w33 budgetUsed 6
    906: tick to 2026-03-02T06:51:30Z
      w16 shownEntry "2026-03-02T06:51:00Z fallback"
      w33 shownEntry "2026-03-02T06:51:00Z fallback"
    907: data stocks:GOOG {"price":499.21,"change":3.5}
    908: data stocks:GOOG {"price":813.25,"change":7.1}
    909: tick to 2026-03-02T06:53:30Z
    910: tick to 2026-03-02T06:54:30Z
    911: data stocks:NVDA {"price":646.43,"change":-1.6}
    912: tick to 2026-03-02T06:55:30Z
    913: reload all
      w16 shownEntry "2026-03-02T06:55:30Z fallback"
      w16 nextRefresh "2026-03-02T07:55:30Z"
      w16 budgetUsed 15
      w20 shownEntry "2026-03-02T06:55:30Z fallback"
      w20 budgetUsed 11
      w21 shownEntry "2026-03-02T06:55:30Z fallback"
      w21 budgetUsed 11
      w25 shownEntry "2026-03-02T06:55:30Z fallback"
      w25 nextRefresh "2026-03-02T10:55:30Z"
      w25 budgetUsed 6
      w31 shownEntry "2026-03-02T06:55:30Z fallback"
      w31 nextRefresh "2026-03-02T10:55:30Z"
      w31 budgetUsed 4
      w32 shownEntry "2026-03-02T06:55:30Z fallback"
      w32 budgetUsed 4
      w33 shownEntry "2026-03-02T06:55:30Z fallback"
      w33 nextRefresh "2026-03-02T07:25:30Z"
      w33 budgetUsed 7
    914: data todo:work ["eggs","eggs"]
    915: tick to 2026-03-02T07:05:30Z
      w16 shownEntry "2026-03-02T07:05:30Z fallback"
      w33 shownEntry "2026-03-02T07:05:30Z fallback"
    916: data stocks:NVDA {"price":993.75,"change":-1.4}
    917: tick to 2026-03-02T07:06:30Z
    918: tick to 2026-03-02T07:16:30Z
      w16 shownEntry "2026-03-02T07:15:30Z fallback"
      w33 shownEntry "2026-03-02T07:15:30Z fallback"
    919: add todo medium list=home
      widgetIDs ["w8", "w16", "w20", "w21", "w25", "w31", "w32", "w33", "w34"]
      w34 status .blank
      w34 shownEntry "2026-03-02T07:16:30Z fallback"
      w34 nextRefresh "none"
      w34 budgetUsed 0
    920: tick to 2026-03-02T07:21:30Z
      w16 shownEntry "2026-03-02T07:20:30Z fallback"
    921: tick to 2026-03-02T07:26:30Z
      w16 shownEntry "2026-03-02T07:25:30Z fallback"
      w33 shownEntry "2026-03-02T07:25:30Z fallback"
      w33 nextRefresh "2026-03-02T07:55:30Z"
      w33 budgetUsed 8
    922: data todo:home [] ttl=10m
    923: data stocks:GOOG {"price":124.23,"change":9.0}
    924: tick to 2026-03-02T07:27:00Z
    925: data weather:Shanghai {"temp":-10,"sky":"晴","humidity":0.33}
    926: tick to 2026-03-02T07:37:00Z
      w16 shownEntry "2026-03-02T07:35:30Z fallback"
      w33 shownEntry "2026-03-02T07:35:30Z fallback"
    927: reload all
      w16 shownEntry "2026-03-02T07:37:00Z fallback"
      w16 nextRefresh "2026-03-02T08:37:00Z"
      w16 budgetUsed 16
      w20 shownEntry "2026-03-02T07:37:00Z fallback"
      w20 budgetUsed 12
      w21 shownEntry "2026-03-02T07:37:00Z fallback"
      w21 budgetUsed 12
      w25 shownEntry "2026-03-02T07:37:00Z fallback"
      w25 nextRefresh "2026-03-02T11:37:00Z"
      w25 budgetUsed 7
      w31 shownEntry "2026-03-02T07:37:00Z fallback"
      w31 nextRefresh "2026-03-02T11:37:00Z"
      w31 budgetUsed 5
      w32 shownEntry "2026-03-02T07:37:00Z fallback"
      w32 budgetUsed 5
      w33 shownEntry "2026-03-02T07:37:00Z fallback"
      w33 nextRefresh "2026-03-02T08:07:00Z"
      w33 budgetUsed 9
      w34 shownEntry "2026-03-02T07:37:00Z fallback"
      w34 budgetUsed 1
    928: data stocks:GOOG {"price":748.68,"change":0.0}
    929: data weather:Guangzhou {"temp":25,"sky":"rain","humidity":0.88}
    930: tick to 2026-03-02T07:42:00Z
      w16 shownEntry "2026-03-02T07:42:00Z fallback"
    931: data todo:work ["\"bread\""]
    932: tick to 2026-03-02T07:42:30Z
    933: tick to 2026-03-02T07:43:00Z
    934: tick to 2026-03-02T07:48:00Z
      w16 shownEntry "2026-03-02T07:47:00Z fallback"
      w33 shownEntry "2026-03-02T07:47:00Z fallback"
    935: tick to 2026-03-02T07:58:00Z
      w16 shownEntry "2026-03-02T07:57:00Z fallback"
      w33 shownEntry "2026-03-02T07:57:00Z fallback"
    936: data todo:work ["milk","\"bread\""]
    937: tick to 2026-03-02T08:08:00Z
      w16 shownEntry "2026-03-02T08:07:00Z fallback"
      w33 shownEntry "2026-03-02T08:07:00Z fallback"
      w33 nextRefresh "2026-03-02T08:37:00Z"
      w33 budgetUsed 10
    938: remove w33
      widgetIDs ["w8", "w16", "w20", "w21", "w25", "w31", "w32", "w34"]
    939: fail stocks:NVDA error
    940: tick to 2026-03-02T08:08:30Z
    941: tick to 2026-03-02T08:09:30Z
    942: tick to 2026-03-02T08:10:30Z
    943: tick to 2026-03-02T08:11:00Z
    944: reload news
    945: tick to 2026-03-02T08:12:00Z
      w16 shownEntry "2026-03-02T08:12:00Z fallback"
    946: data news "Märkte schließen höher"
    947: tick to 2026-03-02T08:12:30Z
    948: data weather:Guangzhou {"temp":-6,"sky":"cloudy","humidity":0.81}
    949: tick to 2026-03-02T08:13:30Z
    950: tick to 2026-03-02T08:14:30Z
    951: tick to 2026-03-02T08:15:30Z
    952: data weather:Beijing {"temp":22,"sky":"cloudy","humidity":0.16} ttl=22m
    953: data weather:Shanghai {"temp":26,"sky":"晴","humidity":0.17}
    954: data todo:Einkäufe ["\"bread\""]
    955: reload weather
      w25 shownEntry "2026-03-02T08:15:30Z fallback"
      w25 nextRefresh "2026-03-02T12:15:30Z"
      w25 budgetUsed 8
      w31 shownEntry "2026-03-02T08:15:30Z fallback"
      w31 nextRefresh "2026-03-02T12:15:30Z"
      w31 budgetUsed 6
    956: tick to 2026-03-02T08:17:30Z
      w16 shownEntry "2026-03-02T08:17:00Z fallback"
    957: tick to 2026-03-02T08:18:00Z
    958: data stocks:MSFT {"price":886.6,"change":-3.6}
    959: tick to 2026-03-02T08:23:00Z
      w16 shownEntry "2026-03-02T08:22:00Z fallback"
    960: data todo:home ["milk","tea\tcake"] ttl=56m
    961: add todo small list=home
      widgetIDs ["w8", "w16", "w20", "w21", "w25", "w31", "w32", "w34", "w35"]
      w35 status .blank
      w35 shownEntry "2026-03-02T08:23:00Z fallback"
      w35 nextRefresh "none"
      w35 budgetUsed 0
    962: tick to 2026-03-02T08:33:00Z
      w8 shownEntry "2026-03-02T08:30:00Z fallback"
      w8 nextRefresh "2026-03-02T09:00:00Z"
      w16 shownEntry "2026-03-02T08:32:00Z fallback"
    963: data todo:Einkäufe ["\"bread\""] ttl=26m
    964: remove w16
      widgetIDs ["w8", "w20", "w21", "w25", "w31", "w32", "w34", "w35"]
    965: add stocks small symbol=AMZN
      widgetIDs ["w8", "w20", "w21", "w25", "w31", "w32", "w34", "w35", "w36"]
      w36 status .placeholder
      w36 shownEntry "2026-03-02T08:33:00Z fallback"
      w36 nextRefresh "2026-03-02T09:33:00Z"
      w36 budgetUsed 0
    966: tick to 2026-03-02T08:34:00Z
    967: data stocks:AMZN {"price":975.35,"change":2.9}
    968: tick to 2026-03-02T08:44:00Z
      w8 shownEntry "2026-03-02T08:40:00Z fallback"
      w36 shownEntry "2026-03-02T08:43:00Z fallback"
    969: data todo:home ["\"bread\""]
    970: configure w31 city=Guangzhou
      w31 shownEntry "2026-03-02T08:44:00Z fallback"
      w31 nextRefresh "2026-03-02T12:44:00Z"
    971: tick to 2026-03-02T08:45:00Z
    972: tick to 2026-03-02T08:47:00Z
    973: tick to 2026-03-02T08:52:00Z
      w8 shownEntry "2026-03-02T08:50:00Z fallback"
      w36 shownEntry "2026-03-02T08:48:00Z fallback"
    974: tick to 2026-03-02T08:57:00Z
      w36 shownEntry "2026-03-02T08:53:00Z fallback"
    975: tick to 2026-03-02T09:07:00Z
      w8 shownEntry "2026-03-02T09:00:00Z fallback"
      w8 nextRefresh "2026-03-02T09:30:00Z"
      w36 shownEntry "2026-03-02T09:03:00Z fallback"
    976: tick to 2026-03-02T09:07:30Z
    977: tick to 2026-03-02T09:17:30Z
      w8 shownEntry "2026-03-02T09:10:00Z fallback"
      w25 shownEntry "2026-03-02T09:15:30Z fallback"
      w36 shownEntry "2026-03-02T09:13:00Z fallback"
    978: reload todo
      w20 shownEntry "2026-03-02T09:17:30Z fallback"
      w20 budgetUsed 13
      w21 shownEntry "2026-03-02T09:17:30Z fallback"
      w21 budgetUsed 13
      w32 shownEntry "2026-03-02T09:17:30Z fallback"
      w32 budgetUsed 6
      w34 shownEntry "2026-03-02T09:17:30Z fallback"
      w34 budgetUsed 2
      w35 shownEntry "2026-03-02T09:17:30Z fallback"
      w35 budgetUsed 1
    979: tick to 2026-03-02T09:18:00Z
      w36 shownEntry "2026-03-02T09:18:00Z fallback"
    980: tick to 2026-03-02T09:28:00Z
      w8 shownEntry "2026-03-02T09:20:00Z fallback"
      w36 shownEntry "2026-03-02T09:28:00Z fallback"
    981: tick to 2026-03-02T09:29:00Z
    982: remove w25
      widgetIDs ["w8", "w20", "w21", "w31", "w32", "w34", "w35", "w36"]
    983: tick to 2026-03-02T09:39:00Z
      w8 shownEntry "2026-03-02T09:30:00Z fallback"
      w8 nextRefresh "2026-03-02T10:00:00Z"
      w36 shownEntry "2026-03-02T09:38:00Z fallback"
      w36 nextRefresh "2026-03-02T10:33:00Z"
      w36 budgetUsed 1
    984: tick to 2026-03-02T09:40:00Z
      w8 shownEntry "2026-03-02T09:40:00Z fallback"
    985: data stocks:NVDA {"price":898.76,"change":-5.4}
    986: data stocks:AAPL {"price":206.36,"change":-5.0}
    987: tick to 2026-03-02T09:40:30Z
    988: data todo:work []
    989: configure w35 list=Einkäufe
      w35 shownEntry "2026-03-02T09:40:30Z fallback"
    990: data todo:work ["eggs","milk"]
    991: tick to 2026-03-02T09:50:30Z
      w8 shownEntry "2026-03-02T09:50:00Z fallback"
      w31 shownEntry "2026-03-02T09:44:00Z fallback"
      w36 shownEntry "2026-03-02T09:48:00Z fallback"
    992: tick to 2026-03-02T09:52:30Z
    993: tick to 2026-03-02T09:53:30Z
      w36 shownEntry "2026-03-02T09:53:00Z fallback"
    994: tick to 2026-03-02T09:54:30Z
    995: tick to 2026-03-02T09:55:30Z
    996: data stocks:AMZN {"price":627.25,"change":6.2}
    997: data stocks:GOOG {"price":332.25,"change":6.4}
    998: add stocks medium symbol=NVDA
      widgetIDs ["w8", "w20", "w21", "w31", "w32", "w34", "w35", "w36", "w37"]
      w37 status .placeholder
      w37 shownEntry "2026-03-02T09:55:30Z fallback"
      w37 nextRefresh "2026-03-02T10:55:30Z"
      w37 budgetUsed 0
    999: data stocks:AMZN {"price":421.03,"change":4.7}
    1000: tick to 2026-03-02T10:05:30Z
      w8 shownEntry "2026-03-02T10:00:00Z fallback"
      w8 nextRefresh "2026-03-02T10:30:00Z"
      w8 budgetUsed 39
      w36 shownEntry "2026-03-02T10:03:00Z fallback"
      w37 shownEntry "2026-03-02T10:05:30Z fallback"
    1001: data news "Rain later" ttl=46m
    1002: configure w37 symbol=NVDA
      w37 nextRefresh "2026-03-02T11:05:30Z"
    1003: reload todo
      w20 shownEntry "2026-03-02T10:05:30Z fallback"
      w20 budgetUsed 14
      w21 shownEntry "2026-03-02T10:05:30Z fallback"
      w21 budgetUsed 14
      w32 shownEntry "2026-03-02T10:05:30Z fallback"
      w32 budgetUsed 7
      w34 shownEntry "2026-03-02T10:05:30Z fallback"
      w34 budgetUsed 3
      w35 shownEntry "2026-03-02T10:05:30Z fallback"
      w35 budgetUsed 2
    """#

  /// Seq 1004 to 1200: each action (`SEQ: COMMAND`, or `SEQ journal: LINE` for one that recorded
  /// provider outputs), then, indented, what it changed.
  static let seq1004To1200 = #"""
    1004: data stocks:AMZN {"price":471.32,"change":-6.3}
    1005: reload news
      w8 shownEntry "2026-03-02T10:05:30Z fallback"
      w8 nextRefresh "2026-03-02T10:35:30Z"
      w8 budgetUsed 40
    1006: data stocks:NVDA {"price":664.87,"change":-1.1}
    1007: data stocks:MSFT {"price":258.02,"change":-6.8}
    1008: data todo:Einkäufe ["\"bread\""]
    1009: remove w36
      widgetIDs ["w8", "w20", "w21", "w31", "w32", "w34", "w35", "w37"]
    1010: app foreground
    1011: tick to 2026-03-02T10:06:30Z
    1012: tick to 2026-03-02T10:07:00Z
    1013: add stocks small symbol=AAPL
      widgetIDs ["w8", "w20", "w21", "w31", "w32", "w34", "w35", "w37", "w38"]
      w38 status .placeholder
      w38 shownEntry "2026-03-02T10:07:00Z fallback"
      w38 nextRefresh "2026-03-02T11:07:00Z"
      w38 budgetUsed 0
    1014: data stocks:AMZN {"price":876.13,"change":-0.1}
    1015: data stocks:GOOG {"price":823.4,"change":7.8}
    1016: data stocks:AAPL {"price":281.9,"change":5.5}
    1017: configure w31 city=Shanghai
      w31 shownEntry "2026-03-02T10:07:00Z fallback"
      w31 nextRefresh "2026-03-02T14:07:00Z"
    1018: remove w20
      widgetIDs ["w8", "w21", "w31", "w32", "w34", "w35", "w37", "w38"]
    1019: data stocks:MSFT {"price":500.59,"change":-0.4}
    1020: tick to 2026-03-02T10:08:00Z
    1021: data todo:Einkäufe ["\"bread\"","eggs","\"bread\""]
    1022: tick to 2026-03-02T10:08:30Z
    1023: tick to 2026-03-02T10:09:30Z
    1024: data stocks:NVDA {"price":447.77,"change":8.9}
    1025: configure w34 list=work
      w34 shownEntry "2026-03-02T10:09:30Z fallback"
    1026: tick to 2026-03-02T10:19:30Z
      w8 shownEntry "2026-03-02T10:15:30Z fallback"
      w37 shownEntry "2026-03-02T10:15:30Z fallback"
      w38 shownEntry "2026-03-02T10:17:00Z fallback"
    1027: tick to 2026-03-02T10:29:30Z
      w8 shownEntry "2026-03-02T10:25:30Z fallback"
      w37 shownEntry "2026-03-02T10:25:30Z fallback"
      w38 shownEntry "2026-03-02T10:27:00Z fallback"
    1028: fail weather:Beijing timeout
    1029: data news "Märkte schließen höher"
    1030: add news large
      widgetIDs ["w8", "w21", "w31", "w32", "w34", "w35", "w37", "w38", "w39"]
      w39 status .placeholder
      w39 shownEntry "2026-03-02T10:29:30Z fallback"
      w39 nextRefresh "2026-03-02T10:59:30Z"
      w39 budgetUsed 0
    1031: reload news
      w8 shownEntry "2026-03-02T10:29:30Z fallback"
      w8 nextRefresh "2026-03-02T10:59:30Z"
    1032: data todo:home ["milk","\"bread\""]
    1033: tick to 2026-03-02T10:30:30Z
      w37 shownEntry "2026-03-02T10:30:30Z fallback"
    1034: reload all
      w8 shownEntry "2026-03-02T10:30:30Z fallback"
      w8 nextRefresh "2026-03-02T11:00:30Z"
      w21 shownEntry "2026-03-02T10:30:30Z fallback"
      w31 shownEntry "2026-03-02T10:30:30Z fallback"
      w31 nextRefresh "2026-03-02T14:30:30Z"
      w32 shownEntry "2026-03-02T10:30:30Z fallback"
      w34 shownEntry "2026-03-02T10:30:30Z fallback"
      w35 shownEntry "2026-03-02T10:30:30Z fallback"
      w37 nextRefresh "2026-03-02T11:30:30Z"
      w38 shownEntry "2026-03-02T10:30:30Z fallback"
      w38 nextRefresh "2026-03-02T11:30:30Z"
      w39 shownEntry "2026-03-02T10:30:30Z fallback"
      w39 nextRefresh "2026-03-02T11:00:30Z"
    1035: tick to 2026-03-02T10:31:00Z
    1036: tick to 2026-03-02T10:32:00Z
    1037: data news "a \\ b"
    1038: remove w32
      widgetIDs ["w8", "w21", "w31", "w34", "w35", "w37", "w38", "w39"]
    1039: reload news
      w8 shownEntry "2026-03-02T10:32:00Z fallback"
      w8 nextRefresh "2026-03-02T11:02:00Z"
      w39 shownEntry "2026-03-02T10:32:00Z fallback"
      w39 nextRefresh "2026-03-02T11:02:00Z"
    1040: tick to 2026-03-02T10:33:00Z
    1041: tick to 2026-03-02T10:35:00Z
      w8 budgetUsed 39
    1042: data stocks:AAPL {"price":577.43,"change":-0.2}
    1043: tick to 2026-03-02T10:40:00Z
      w37 shownEntry "2026-03-02T10:35:30Z fallback"
      w38 shownEntry "2026-03-02T10:35:30Z fallback"
    1044: tick to 2026-03-02T10:41:00Z
      w37 shownEntry "2026-03-02T10:40:30Z fallback"
      w38 shownEntry "2026-03-02T10:40:30Z fallback"
    1045: tick to 2026-03-02T10:51:00Z
      w8 shownEntry "2026-03-02T10:42:00Z fallback"
      w37 shownEntry "2026-03-02T10:50:30Z fallback"
      w38 shownEntry "2026-03-02T10:50:30Z fallback"
      w39 shownEntry "2026-03-02T10:42:00Z fallback"
    1046: tick to 2026-03-02T10:52:00Z
      w8 shownEntry "2026-03-02T10:52:00Z fallback"
      w39 shownEntry "2026-03-02T10:52:00Z fallback"
    1047: tick to 2026-03-02T10:53:00Z
    1048: tick to 2026-03-02T10:58:00Z
      w37 shownEntry "2026-03-02T10:55:30Z fallback"
      w38 shownEntry "2026-03-02T10:55:30Z fallback"
    1049: reload stocks
      w37 shownEntry "2026-03-02T10:58:00Z fallback"
      w37 nextRefresh "2026-03-02T11:58:00Z"
      w38 shownEntry "2026-03-02T10:58:00Z fallback"
      w38 nextRefresh "2026-03-02T11:58:00Z"
    1050: tick to 2026-03-02T11:00:00Z
      w8 budgetUsed 38
    1051: tick to 2026-03-02T11:01:00Z
    1052: tick to 2026-03-02T11:01:30Z
    1053: add todo large
      widgetIDs ["w8", "w21", "w31", "w34", "w35", "w37", "w38", "w39", "w40"]
      w40 status .blank
      w40 shownEntry "2026-03-02T11:01:30Z fallback"
      w40 nextRefresh "none"
      w40 budgetUsed 0
    1054: fail stocks:GOOG error
    1055: remove w37
      widgetIDs ["w8", "w21", "w31", "w34", "w35", "w38", "w39", "w40"]
    1056: data weather:Shanghai {"temp":6,"sky":"晴","humidity":0.45} ttl=58m
    1057: tick to 2026-03-02T11:02:30Z
      w8 shownEntry "2026-03-02T11:02:00Z fallback"
      w8 nextRefresh "2026-03-02T11:32:00Z"
      w8 budgetUsed 39
      w39 shownEntry "2026-03-02T11:02:00Z fallback"
      w39 nextRefresh "2026-03-02T11:32:00Z"
      w39 budgetUsed 1
    1058: data stocks:MSFT {"price":925.52,"change":-5.5}
    1059: data weather:Shanghai {"temp":33,"sky":"sunny","humidity":0.98}
    1060: reload todo
      w21 shownEntry "2026-03-02T11:02:30Z fallback"
      w34 shownEntry "2026-03-02T11:02:30Z fallback"
      w35 shownEntry "2026-03-02T11:02:30Z fallback"
      w40 shownEntry "2026-03-02T11:02:30Z fallback"
    1061: data weather:Beijing {"temp":7,"sky":"rain","humidity":0.03}
    1062: tick to 2026-03-02T11:03:30Z
      w8 budgetUsed 38
      w38 shownEntry "2026-03-02T11:03:00Z fallback"
    1063: data news "Märkte schließen höher" ttl=48m
    1064: tick to 2026-03-02T11:04:30Z
    1065: data todo:Einkäufe [] ttl=1h
    1066: add weather large city=Shanghai
      widgetIDs ["w8", "w21", "w31", "w34", "w35", "w38", "w39", "w40", "w41"]
      w41 status .placeholder
      w41 shownEntry "2026-03-02T11:04:30Z fallback"
      w41 nextRefresh "2026-03-02T15:04:30Z"
      w41 budgetUsed 0
    1067: tick to 2026-03-02T11:05:30Z
    1068: tick to 2026-03-02T11:06:30Z
    1069: configure w31 city=Shanghai
      w31 shownEntry "2026-03-02T11:06:30Z fallback"
      w31 nextRefresh "2026-03-02T15:06:30Z"
    1070: data stocks:AAPL {"price":73.41,"change":7.8}
    1071: tick to 2026-03-02T11:08:30Z
      w38 shownEntry "2026-03-02T11:08:00Z fallback"
    1072: data todo:work ["\"bread\""]
    1073: tick to 2026-03-02T11:09:00Z
    1074: tick to 2026-03-02T11:19:00Z
      w8 shownEntry "2026-03-02T11:12:00Z fallback"
      w38 shownEntry "2026-03-02T11:18:00Z fallback"
      w39 shownEntry "2026-03-02T11:12:00Z fallback"
    1075: data todo:Einkäufe []
    1076: remove w21
      widgetIDs ["w8", "w31", "w34", "w35", "w38", "w39", "w40", "w41"]
    1077: reload weather
      w31 shownEntry "2026-03-02T11:19:00Z fallback"
      w31 nextRefresh "2026-03-02T15:19:00Z"
      w41 shownEntry "2026-03-02T11:19:00Z fallback"
      w41 nextRefresh "2026-03-02T15:19:00Z"
    1078: tick to 2026-03-02T11:19:30Z
    1079: data todo:work ["\"bread\""]
    1080: data todo:work ["tea\tcake"]
    1081: tick to 2026-03-02T11:29:30Z
      w8 shownEntry "2026-03-02T11:22:00Z fallback"
      w38 shownEntry "2026-03-02T11:28:00Z fallback"
      w39 shownEntry "2026-03-02T11:22:00Z fallback"
    1082: data todo:Einkäufe ["eggs"]
    1083: data stocks:AAPL {"price":973.08,"change":9.5}
    1084: tick to 2026-03-02T11:30:30Z
    1085: configure w41 city=Guangzhou
      w41 shownEntry "2026-03-02T11:30:30Z fallback"
      w41 nextRefresh "2026-03-02T15:30:30Z"
    1086: data stocks:AMZN {"price":694.41,"change":7.7}
    1087: data stocks:AAPL {"price":600.02,"change":-8.6} ttl=27m
    1088: tick to 2026-03-02T11:32:30Z
      w8 shownEntry "2026-03-02T11:32:00Z fallback"
      w8 nextRefresh "2026-03-02T12:02:00Z"
      w8 budgetUsed 39
      w39 shownEntry "2026-03-02T11:32:00Z fallback"
      w39 nextRefresh "2026-03-02T12:02:00Z"
      w39 budgetUsed 2
    1089: tick to 2026-03-02T11:33:00Z
      w38 shownEntry "2026-03-02T11:33:00Z fallback"
    1090: tick to 2026-03-02T11:33:30Z
      w8 budgetUsed 38
    1091: tick to 2026-03-02T11:34:30Z
    1092: add news large
      widgetIDs ["w8", "w31", "w34", "w35", "w38", "w39", "w40", "w41", "w42"]
      w42 status .placeholder
      w42 shownEntry "2026-03-02T11:34:30Z fallback"
      w42 nextRefresh "2026-03-02T12:04:30Z"
      w42 budgetUsed 0
    1093: data stocks:NVDA {"price":711.51,"change":3.0}
    1094: data stocks:GOOG {"price":636.12,"change":-6.3}
    1095: configure w38 symbol=AAPL
      w38 shownEntry "2026-03-02T11:34:30Z fallback"
      w38 nextRefresh "2026-03-02T12:34:30Z"
    1096: tick to 2026-03-02T11:44:30Z
      w8 shownEntry "2026-03-02T11:42:00Z fallback"
      w8 budgetUsed 37
      w38 shownEntry "2026-03-02T11:44:30Z fallback"
      w39 shownEntry "2026-03-02T11:42:00Z fallback"
      w42 shownEntry "2026-03-02T11:44:30Z fallback"
    1097: data news "Rain later"
    1098: tick to 2026-03-02T11:49:30Z
      w38 shownEntry "2026-03-02T11:49:30Z fallback"
    1099: tick to 2026-03-02T11:50:30Z
    1100: data weather:Beijing {"temp":19,"sky":"晴","humidity":0.86}
    1101: fail stocks:AAPL timeout
    1102: fail stocks:MSFT timeout
    1103: tick to 2026-03-02T11:51:30Z
    1104: reload weather
      w31 shownEntry "2026-03-02T11:51:30Z fallback"
      w31 nextRefresh "2026-03-02T15:51:30Z"
      w41 shownEntry "2026-03-02T11:51:30Z fallback"
      w41 nextRefresh "2026-03-02T15:51:30Z"
    1105: tick to 2026-03-02T11:52:30Z
      w8 shownEntry "2026-03-02T11:52:00Z fallback"
      w39 shownEntry "2026-03-02T11:52:00Z fallback"
    1106: tick to 2026-03-02T11:53:30Z
    1107: data todo:Einkäufe ["tea\tcake","eggs"]
    1108: tick to 2026-03-02T11:55:30Z
      w38 shownEntry "2026-03-02T11:54:30Z fallback"
      w42 shownEntry "2026-03-02T11:54:30Z fallback"
    1109: remove w8
      widgetIDs ["w31", "w34", "w35", "w38", "w39", "w40", "w41", "w42"]
    1110: add todo large list=work
      widgetIDs ["w31", "w34", "w35", "w38", "w39", "w40", "w41", "w42", "w43"]
      w43 status .blank
      w43 shownEntry "2026-03-02T11:55:30Z fallback"
      w43 nextRefresh "none"
      w43 budgetUsed 0
    1111: remove w34
      widgetIDs ["w31", "w35", "w38", "w39", "w40", "w41", "w42", "w43"]
    1112: data stocks:GOOG {"price":847.12,"change":-6.5}
    1113: tick to 2026-03-02T12:05:30Z
      w38 shownEntry "2026-03-02T12:04:30Z fallback"
      w39 shownEntry "2026-03-02T12:02:00Z fallback"
      w39 nextRefresh "2026-03-02T12:32:00Z"
      w39 budgetUsed 3
      w42 shownEntry "2026-03-02T12:04:30Z fallback"
      w42 nextRefresh "2026-03-02T12:34:30Z"
      w42 budgetUsed 1
    1114: add stocks small symbol=AAPL
      widgetIDs ["w31", "w35", "w38", "w39", "w40", "w41", "w42", "w43", "w44"]
      w44 status .placeholder
      w44 shownEntry "2026-03-02T12:05:30Z fallback"
      w44 nextRefresh "2026-03-02T13:05:30Z"
      w44 budgetUsed 0
    1115: configure w31 city=Guangzhou
      w31 shownEntry "2026-03-02T12:05:30Z fallback"
      w31 nextRefresh "2026-03-02T16:05:30Z"
    1116: tick to 2026-03-02T12:15:30Z
      w38 shownEntry "2026-03-02T12:14:30Z fallback"
      w39 shownEntry "2026-03-02T12:12:00Z fallback"
      w42 shownEntry "2026-03-02T12:14:30Z fallback"
      w44 shownEntry "2026-03-02T12:15:30Z fallback"
    1117: data todo:Einkäufe ["\"bread\""]
    1118: tick to 2026-03-02T12:16:00Z
    1119: tick to 2026-03-02T12:16:30Z
    1120: tick to 2026-03-02T12:17:30Z
    1121: tick to 2026-03-02T12:18:30Z
    1122: data weather:Guangzhou {"temp":7,"sky":"sunny","humidity":0.13} ttl=45m
    1123: data todo:work ["\"bread\"","tea\tcake"] ttl=33m
    1124: tick to 2026-03-02T12:19:30Z
      w38 shownEntry "2026-03-02T12:19:30Z fallback"
    1125: tick to 2026-03-02T12:21:30Z
      w44 shownEntry "2026-03-02T12:20:30Z fallback"
    1126: remove w41
      widgetIDs ["w31", "w35", "w38", "w39", "w40", "w42", "w43", "w44"]
    1127: tick to 2026-03-02T12:22:30Z
      w39 shownEntry "2026-03-02T12:22:00Z fallback"
    1128: data todo:Einkäufe ["milk"]
    1129: tick to 2026-03-02T12:23:30Z
    1130: data weather:Shanghai {"temp":24,"sky":"晴","humidity":0.94}
    1131: add news large
      widgetIDs ["w31", "w35", "w38", "w39", "w40", "w42", "w43", "w44", "w45"]
      w45 status .placeholder
      w45 shownEntry "2026-03-02T12:23:30Z fallback"
      w45 nextRefresh "2026-03-02T12:53:30Z"
      w45 budgetUsed 0
    1132: data stocks:MSFT {"price":813.51,"change":1.2}
    1133: data stocks:AMZN {"price":135.15,"change":-3.4}
    1134: tick to 2026-03-02T12:24:00Z
    1135: tick to 2026-03-02T12:34:00Z
      w38 shownEntry "2026-03-02T12:29:30Z fallback"
      w39 shownEntry "2026-03-02T12:32:00Z fallback"
      w39 nextRefresh "2026-03-02T13:02:00Z"
      w39 budgetUsed 4
      w42 shownEntry "2026-03-02T12:24:30Z fallback"
      w44 shownEntry "2026-03-02T12:30:30Z fallback"
      w45 shownEntry "2026-03-02T12:33:30Z fallback"
    1136: tick to 2026-03-02T12:39:00Z
      w38 shownEntry "2026-03-02T12:34:30Z fallback"
      w38 nextRefresh "2026-03-02T13:34:30Z"
      w38 budgetUsed 1
      w42 shownEntry "2026-03-02T12:34:30Z fallback"
      w42 nextRefresh "2026-03-02T13:04:30Z"
      w42 budgetUsed 2
      w44 shownEntry "2026-03-02T12:35:30Z fallback"
    1137: remove w39
      widgetIDs ["w31", "w35", "w38", "w40", "w42", "w43", "w44", "w45"]
    1138: tick to 2026-03-02T12:49:00Z
      w38 shownEntry "2026-03-02T12:44:30Z fallback"
      w42 shownEntry "2026-03-02T12:44:30Z fallback"
      w44 shownEntry "2026-03-02T12:45:30Z fallback"
      w45 shownEntry "2026-03-02T12:43:30Z fallback"
    1139: tick to 2026-03-02T12:59:00Z
      w38 shownEntry "2026-03-02T12:54:30Z fallback"
      w42 shownEntry "2026-03-02T12:54:30Z fallback"
      w44 shownEntry "2026-03-02T12:55:30Z fallback"
      w45 shownEntry "2026-03-02T12:53:30Z fallback"
      w45 nextRefresh "2026-03-02T13:23:30Z"
      w45 budgetUsed 1
    1140: tick to 2026-03-02T13:00:00Z
      w38 shownEntry "2026-03-02T12:59:30Z fallback"
    1141: tick to 2026-03-02T13:05:00Z
      w38 shownEntry "2026-03-02T13:04:30Z fallback"
      w42 shownEntry "2026-03-02T13:04:30Z fallback"
      w42 nextRefresh "2026-03-02T13:34:30Z"
      w42 budgetUsed 3
      w44 shownEntry "2026-03-02T13:00:30Z fallback"
      w45 shownEntry "2026-03-02T13:03:30Z fallback"
    1142: tick to 2026-03-02T13:05:30Z
      w31 shownEntry "2026-03-02T13:05:30Z fallback"
      w44 shownEntry "2026-03-02T13:05:30Z fallback"
      w44 nextRefresh "2026-03-02T14:05:30Z"
      w44 budgetUsed 1
    1143: reload todo
      w35 shownEntry "2026-03-02T13:05:30Z fallback"
      w40 shownEntry "2026-03-02T13:05:30Z fallback"
      w43 shownEntry "2026-03-02T13:05:30Z fallback"
    1144: data stocks:NVDA {"price":749.93,"change":8.3}
    1145: data weather:Guangzhou {"temp":5,"sky":"sunny","humidity":0.81}
    1146: data stocks:AAPL {"price":420.7,"change":-3.8}
    1147: tick to 2026-03-02T13:06:30Z
    1148: tick to 2026-03-02T13:08:30Z
    1149: data news "Rain later"
    1150: tick to 2026-03-02T13:09:30Z
      w38 shownEntry "2026-03-02T13:09:30Z fallback"
    1151: tick to 2026-03-02T13:10:00Z
    1152: tick to 2026-03-02T13:11:00Z
      w44 shownEntry "2026-03-02T13:10:30Z fallback"
    1153: tick to 2026-03-02T13:12:00Z
    1154: tick to 2026-03-02T13:17:00Z
      w38 shownEntry "2026-03-02T13:14:30Z fallback"
      w42 shownEntry "2026-03-02T13:14:30Z fallback"
      w44 shownEntry "2026-03-02T13:15:30Z fallback"
      w45 shownEntry "2026-03-02T13:13:30Z fallback"
    1155: data weather:Guangzhou {"temp":17,"sky":"rain","humidity":0.67}
    1156: add weather large city=Guangzhou
      widgetIDs ["w31", "w35", "w38", "w40", "w42", "w43", "w44", "w45", "w46"]
      w46 status .placeholder
      w46 shownEntry "2026-03-02T13:17:00Z fallback"
      w46 nextRefresh "2026-03-02T17:17:00Z"
      w46 budgetUsed 0
    1157: reload stocks
      w38 shownEntry "2026-03-02T13:17:00Z fallback"
      w38 nextRefresh "2026-03-02T14:17:00Z"
      w44 shownEntry "2026-03-02T13:17:00Z fallback"
      w44 nextRefresh "2026-03-02T14:17:00Z"
    1158: data weather:Beijing {"temp":-4,"sky":"sunny","humidity":0.62}
    1159: tick to 2026-03-02T13:27:00Z
      w38 shownEntry "2026-03-02T13:27:00Z fallback"
      w42 shownEntry "2026-03-02T13:24:30Z fallback"
      w44 shownEntry "2026-03-02T13:27:00Z fallback"
      w45 shownEntry "2026-03-02T13:23:30Z fallback"
      w45 nextRefresh "2026-03-02T13:53:30Z"
      w45 budgetUsed 2
    1160: tick to 2026-03-02T13:37:00Z
      w38 shownEntry "2026-03-02T13:37:00Z fallback"
      w42 shownEntry "2026-03-02T13:34:30Z fallback"
      w42 nextRefresh "2026-03-02T14:04:30Z"
      w42 budgetUsed 4
      w44 shownEntry "2026-03-02T13:37:00Z fallback"
      w45 shownEntry "2026-03-02T13:33:30Z fallback"
    1161: data news "Märkte schließen höher"
    1162: tick to 2026-03-02T13:47:00Z
      w38 shownEntry "2026-03-02T13:47:00Z fallback"
      w42 shownEntry "2026-03-02T13:44:30Z fallback"
      w44 shownEntry "2026-03-02T13:47:00Z fallback"
      w45 shownEntry "2026-03-02T13:43:30Z fallback"
    1163: data weather:Shanghai {"temp":25,"sky":"晴","humidity":0.04}
    1164: configure w31 city=Shanghai
      w31 shownEntry "2026-03-02T13:47:00Z fallback"
      w31 nextRefresh "2026-03-02T17:47:00Z"
    1165: data stocks:GOOG {"price":89.35,"change":-5.7}
    1166: tick to 2026-03-02T13:57:00Z
      w38 shownEntry "2026-03-02T13:57:00Z fallback"
      w42 shownEntry "2026-03-02T13:54:30Z fallback"
      w44 shownEntry "2026-03-02T13:57:00Z fallback"
      w45 shownEntry "2026-03-02T13:53:30Z fallback"
      w45 nextRefresh "2026-03-02T14:23:30Z"
      w45 budgetUsed 3
    1167: tick to 2026-03-02T13:58:00Z
    1168: tick to 2026-03-02T13:59:00Z
    1169: data stocks:GOOG {"price":228.73,"change":1.3} ttl=34m
    1170: tick to 2026-03-02T14:09:00Z
      w38 shownEntry "2026-03-02T14:07:00Z fallback"
      w42 shownEntry "2026-03-02T14:04:30Z fallback"
      w42 nextRefresh "2026-03-02T14:34:30Z"
      w42 budgetUsed 5
      w44 shownEntry "2026-03-02T14:07:00Z fallback"
      w45 shownEntry "2026-03-02T14:03:30Z fallback"
    1171: data weather:Beijing {"temp":20,"sky":"cloudy","humidity":0.69}
    1172: tick to 2026-03-02T14:09:30Z
    1173: data stocks:GOOG {"price":367.02,"change":-3.3}
    1174: data stocks:GOOG {"price":684.91,"change":6.5}
    1175: tick to 2026-03-02T14:11:30Z
    1176: fail todo:Einkäufe timeout
    1177: data weather:Shanghai {"temp":33,"sky":"cloudy","humidity":0.68}
    1178: data todo:Einkäufe ["eggs"]
    1179: data weather:Guangzhou {"temp":28,"sky":"晴","humidity":0.31}
    1180: configure w38 symbol=GOOG
      w38 shownEntry "2026-03-02T14:11:30Z fallback"
      w38 nextRefresh "2026-03-02T15:11:30Z"
    1181: tick to 2026-03-02T14:12:30Z
      w44 shownEntry "2026-03-02T14:12:00Z fallback"
    1182: reload todo
      w35 shownEntry "2026-03-02T14:12:30Z fallback"
      w40 shownEntry "2026-03-02T14:12:30Z fallback"
      w43 shownEntry "2026-03-02T14:12:30Z fallback"
    1183: data stocks:GOOG {"price":503.85,"change":0.9} ttl=24m
    1184: data stocks:MSFT {"price":627.77,"change":2.1}
    1185: tick to 2026-03-02T14:13:00Z
    1186: remove w31
      widgetIDs ["w35", "w38", "w40", "w42", "w43", "w44", "w45", "w46"]
    1187: tick to 2026-03-02T14:14:00Z
      w45 shownEntry "2026-03-02T14:13:30Z fallback"
    1188: data news "a \\ b"
    1189: tick to 2026-03-02T14:15:00Z
      w42 shownEntry "2026-03-02T14:14:30Z fallback"
    1190: tick to 2026-03-02T14:15:30Z
    1191: tick to 2026-03-02T14:17:30Z
      w38 shownEntry "2026-03-02T14:16:30Z fallback"
      w44 shownEntry "2026-03-02T14:17:00Z fallback"
      w44 nextRefresh "2026-03-02T15:17:00Z"
      w44 budgetUsed 2
      w46 shownEntry "2026-03-02T14:17:00Z fallback"
    1192: data stocks:AAPL {"price":745.98,"change":8.3}
    1193: tick to 2026-03-02T14:22:30Z
      w38 shownEntry "2026-03-02T14:21:30Z fallback"
      w44 shownEntry "2026-03-02T14:22:00Z fallback"
    1194: tick to 2026-03-02T14:24:30Z
      w42 shownEntry "2026-03-02T14:24:30Z fallback"
      w45 shownEntry "2026-03-02T14:23:30Z fallback"
      w45 nextRefresh "2026-03-02T14:53:30Z"
      w45 budgetUsed 4
    1195: tick to 2026-03-02T14:29:30Z
      w38 shownEntry "2026-03-02T14:26:30Z fallback"
      w44 shownEntry "2026-03-02T14:27:00Z fallback"
    1196: add stocks medium symbol=NVDA
      widgetIDs ["w35", "w38", "w40", "w42", "w43", "w44", "w45", "w46", "w47"]
      w47 status .placeholder
      w47 shownEntry "2026-03-02T14:29:30Z fallback"
      w47 nextRefresh "2026-03-02T15:29:30Z"
      w47 budgetUsed 0
    1197: configure w35 list=Einkäufe
      w35 shownEntry "2026-03-02T14:29:30Z fallback"
    1198: tick to 2026-03-02T14:39:30Z
      w38 shownEntry "2026-03-02T14:36:30Z fallback"
      w42 shownEntry "2026-03-02T14:34:30Z fallback"
      w42 nextRefresh "2026-03-02T15:04:30Z"
      w42 budgetUsed 6
      w44 shownEntry "2026-03-02T14:37:00Z fallback"
      w45 shownEntry "2026-03-02T14:33:30Z fallback"
      w47 shownEntry "2026-03-02T14:39:30Z fallback"
    1199: data stocks:AMZN {"price":80.0,"change":2.3}
    1200: data weather:Beijing {"temp":-8,"sky":"sunny","humidity":0.08}
    """#
}
