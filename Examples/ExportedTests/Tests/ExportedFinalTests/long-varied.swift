// swift-format-ignore-file
// long-varied.jsonl as a test, written by `widgetsim export swift-testing --style final`. Actions 4–1200 (1–3 define
// the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, then, at the end, every
// widget's: ids, status, shown entry, next refresh and budget used. A failure names the widget, the field, the value
// expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("long-varied")
struct LongVariedTests {
  @Test("long-varied.jsonl: the state at the end")
  func finalState() throws {
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

    #expect(scenario.widgetIDs == ["w35", "w38", "w40", "w42", "w43", "w44", "w45", "w46", "w47"], "at the end (seq 1200)")
    #expect(scenario.status(of: "w35") == .blank, "at the end (seq 1200)")
    #expect(scenario.shownEntry(of: "w35") == "2026-03-02T14:29:30Z fallback", "at the end (seq 1200)")
    #expect(scenario.nextRefresh(of: "w35") == "none", "at the end (seq 1200)")
    #expect(scenario.budgetUsed(of: "w35") == 2, "at the end (seq 1200)")
    #expect(scenario.status(of: "w38") == .placeholder, "at the end (seq 1200)")
    #expect(scenario.shownEntry(of: "w38") == "2026-03-02T14:36:30Z fallback", "at the end (seq 1200)")
    #expect(scenario.nextRefresh(of: "w38") == "2026-03-02T15:11:30Z", "at the end (seq 1200)")
    #expect(scenario.budgetUsed(of: "w38") == 1, "at the end (seq 1200)")
    #expect(scenario.status(of: "w40") == .blank, "at the end (seq 1200)")
    #expect(scenario.shownEntry(of: "w40") == "2026-03-02T14:12:30Z fallback", "at the end (seq 1200)")
    #expect(scenario.nextRefresh(of: "w40") == "none", "at the end (seq 1200)")
    #expect(scenario.budgetUsed(of: "w40") == 0, "at the end (seq 1200)")
    #expect(scenario.status(of: "w42") == .placeholder, "at the end (seq 1200)")
    #expect(scenario.shownEntry(of: "w42") == "2026-03-02T14:34:30Z fallback", "at the end (seq 1200)")
    #expect(scenario.nextRefresh(of: "w42") == "2026-03-02T15:04:30Z", "at the end (seq 1200)")
    #expect(scenario.budgetUsed(of: "w42") == 6, "at the end (seq 1200)")
    #expect(scenario.status(of: "w43") == .blank, "at the end (seq 1200)")
    #expect(scenario.shownEntry(of: "w43") == "2026-03-02T14:12:30Z fallback", "at the end (seq 1200)")
    #expect(scenario.nextRefresh(of: "w43") == "none", "at the end (seq 1200)")
    #expect(scenario.budgetUsed(of: "w43") == 0, "at the end (seq 1200)")
    #expect(scenario.status(of: "w44") == .placeholder, "at the end (seq 1200)")
    #expect(scenario.shownEntry(of: "w44") == "2026-03-02T14:37:00Z fallback", "at the end (seq 1200)")
    #expect(scenario.nextRefresh(of: "w44") == "2026-03-02T15:17:00Z", "at the end (seq 1200)")
    #expect(scenario.budgetUsed(of: "w44") == 2, "at the end (seq 1200)")
    #expect(scenario.status(of: "w45") == .placeholder, "at the end (seq 1200)")
    #expect(scenario.shownEntry(of: "w45") == "2026-03-02T14:33:30Z fallback", "at the end (seq 1200)")
    #expect(scenario.nextRefresh(of: "w45") == "2026-03-02T14:53:30Z", "at the end (seq 1200)")
    #expect(scenario.budgetUsed(of: "w45") == 4, "at the end (seq 1200)")
    #expect(scenario.status(of: "w46") == .placeholder, "at the end (seq 1200)")
    #expect(scenario.shownEntry(of: "w46") == "2026-03-02T14:17:00Z fallback", "at the end (seq 1200)")
    #expect(scenario.nextRefresh(of: "w46") == "2026-03-02T17:17:00Z", "at the end (seq 1200)")
    #expect(scenario.budgetUsed(of: "w46") == 0, "at the end (seq 1200)")
    #expect(scenario.status(of: "w47") == .placeholder, "at the end (seq 1200)")
    #expect(scenario.shownEntry(of: "w47") == "2026-03-02T14:39:30Z fallback", "at the end (seq 1200)")
    #expect(scenario.nextRefresh(of: "w47") == "2026-03-02T15:29:30Z", "at the end (seq 1200)")
    #expect(scenario.budgetUsed(of: "w47") == 0, "at the end (seq 1200)")
  }

  /// Seq 4 to 1003: each action (`SEQ: COMMAND`, or `SEQ journal: LINE` for one that recorded
  /// provider outputs), then, indented, what it changed.
  static let seq4To1003 = #"""
    4: define news families=medium,large entries=3 every=10m policy=after:30m data=news ttl=20m fallback=placeholder appgroup=yes display=News
    5: add stocks small symbol=AAPL
    6: add news medium
    7: add todo medium list=home
    8: add news large
    9: add stocks small symbol=NVDA
    10: add weather small city=Shanghai
    11: add news large
    12: add news large
    13: tick to 2026-03-01T08:05:00Z
    14: data todo:work ["\"bread\"","\"bread\""]
    15: tick to 2026-03-01T08:15:00Z
    16: tick to 2026-03-01T08:17:00Z
    17: tick to 2026-03-01T08:22:00Z
    18: data stocks:AMZN {"price":862.87,"change":-0.3} ttl=1h3m
    19: configure w5 symbol=AAPL
    20: tick to 2026-03-01T08:23:00Z
    21: data stocks:MSFT {"price":346.41,"change":-2.5}
    22: data stocks:NVDA {"price":229.82,"change":-0.8}
    23: tick to 2026-03-01T08:33:00Z
    24: tick to 2026-03-01T08:35:00Z
    25: tick to 2026-03-01T08:45:00Z
    26: tick to 2026-03-01T08:55:00Z
    27: data weather:Beijing {"temp":20,"sky":"晴","humidity":0.56}
    28: reload weather
    29: tick to 2026-03-01T08:56:00Z
    30: tick to 2026-03-01T08:57:00Z
    31: tick to 2026-03-01T08:59:00Z
    32: tick to 2026-03-01T09:00:00Z
    33: tick to 2026-03-01T09:10:00Z
    34: reload weather
    35: tick to 2026-03-01T09:20:00Z
    36: data weather:Beijing {"temp":3,"sky":"sunny","humidity":0.4}
    37: add weather large city=Guangzhou
    38: tick to 2026-03-01T09:22:00Z
    39: tick to 2026-03-01T09:32:00Z
    40: tick to 2026-03-01T09:33:00Z
    41: tick to 2026-03-01T09:34:00Z
    42: data stocks:AMZN {"price":795.02,"change":-4.1}
    43: data todo:Einkäufe ["tea\tcake","\"bread\""]
    44: tick to 2026-03-01T09:34:30Z
    45: tick to 2026-03-01T09:35:00Z
    46: tick to 2026-03-01T09:35:30Z
    47: reload todo
    48: tick to 2026-03-01T09:40:30Z
    49: data stocks:NVDA {"price":234.6,"change":2.4} ttl=1h
    50: configure w9 city=Guangzhou
    51: data todo:work ["milk","\"bread\"","tea\tcake"]
    52: tick to 2026-03-01T09:42:30Z
    53: data stocks:AMZN {"price":166.56,"change":-4.2}
    54: data weather:Beijing {"temp":32,"sky":"cloudy","humidity":0.28}
    55: tick to 2026-03-01T09:47:30Z
    56: tick to 2026-03-01T09:52:30Z
    57: data todo:work ["tea\tcake"]
    58: remove w6
    59: tick to 2026-03-01T09:53:30Z
    60: tick to 2026-03-01T09:58:30Z
    61: tick to 2026-03-01T10:03:30Z
    62: reload todo
    63: reload all
    64: data todo:work ["tea\tcake","\"bread\"","\"bread\""]
    65: data stocks:AMZN {"price":797.84,"change":6.6}
    66: data weather:Shanghai {"temp":4,"sky":"sunny","humidity":0.37}
    67: data stocks:MSFT {"price":690.71,"change":-3.4}
    68: data stocks:AAPL {"price":742.5,"change":1.6}
    69: tick to 2026-03-01T10:08:30Z
    70: data todo:home ["eggs","tea\tcake","milk"]
    71: tick to 2026-03-01T10:09:00Z
    72: tick to 2026-03-01T10:10:00Z
    73: tick to 2026-03-01T10:15:00Z
    74: tick to 2026-03-01T10:20:00Z
    75: tick to 2026-03-01T10:21:00Z
    76: tick to 2026-03-01T10:31:00Z
    77: data todo:Einkäufe ["\"bread\"","milk"]
    78: tick to 2026-03-01T10:32:00Z
    79: data news "新闻 — 头条" ttl=40m
    80: tick to 2026-03-01T10:33:00Z
    81: tick to 2026-03-01T10:35:00Z
    82: tick to 2026-03-01T10:35:30Z
    83: data stocks:AAPL {"price":191.36,"change":-3.9}
    84: tick to 2026-03-01T10:36:30Z
    85: data stocks:AAPL {"price":408.81,"change":9.6}
    86: data todo:Einkäufe ["\"bread\"","eggs"]
    87: tick to 2026-03-01T10:46:30Z
    88: tick to 2026-03-01T10:47:30Z
    89: tick to 2026-03-01T10:48:30Z
    90: tick to 2026-03-01T10:58:30Z
    91: appgroup off
    92: reload all
    93: data todo:Einkäufe ["milk"] ttl=30m
    94: tick to 2026-03-01T10:59:30Z
    95: reload news
    96: tick to 2026-03-01T11:09:30Z
    97: tick to 2026-03-01T11:11:30Z
    98: reload todo
    99: data stocks:MSFT {"price":410.29,"change":6.9} ttl=45m
    100: data weather:Shanghai {"temp":3,"sky":"sunny","humidity":0.83}
    101: tick to 2026-03-01T11:12:00Z
    102: tick to 2026-03-01T11:13:00Z
    103: reload weather
    104: data weather:Guangzhou {"temp":3,"sky":"sunny","humidity":0.25}
    105: tick to 2026-03-01T11:23:00Z
    106: data stocks:NVDA {"price":526.11,"change":0.3}
    107: tick to 2026-03-01T11:24:00Z
    108: tick to 2026-03-01T11:26:00Z
    109: data news "a \\ b"
    110: data todo:work ["milk","\"bread\""] ttl=28m
    111: data todo:home ["\"bread\"","tea\tcake"] ttl=27m
    112: tick to 2026-03-01T11:26:30Z
    113: tick to 2026-03-01T11:36:30Z
    114: tick to 2026-03-01T11:38:30Z
    115: tick to 2026-03-01T11:40:30Z
    116: tick to 2026-03-01T11:41:00Z
    117: data stocks:GOOG {"price":540.74,"change":-7.4}
    118: tick to 2026-03-01T11:42:00Z
    119: tick to 2026-03-01T11:42:30Z
    120: data weather:Shanghai {"temp":3,"sky":"cloudy","humidity":0.27}
    121: reload stocks
    122: configure w3 list=work
    123: data stocks:MSFT {"price":796.83,"change":6.3}
    124: reload all
    125: tick to 2026-03-01T11:47:30Z
    126: tick to 2026-03-01T11:49:30Z
    127: tick to 2026-03-01T11:50:30Z
    128: data weather:Beijing {"temp":27,"sky":"晴","humidity":0.02}
    129: tick to 2026-03-01T11:51:30Z
    130: tick to 2026-03-01T11:52:00Z
    131: tick to 2026-03-01T11:54:00Z
    132: add stocks small symbol=AAPL
    133: fail stocks:GOOG timeout
    134: data todo:work ["tea\tcake"]
    135: reload todo
    136: tick to 2026-03-01T11:56:00Z
    137: tick to 2026-03-01T11:57:00Z
    138: data todo:work []
    139: tick to 2026-03-01T11:57:30Z
    140: data weather:Beijing {"temp":34,"sky":"cloudy","humidity":0.05} ttl=10m
    141: data stocks:MSFT {"price":7.88,"change":-7.1} ttl=34m
    142: tick to 2026-03-01T11:58:30Z
    143: tick to 2026-03-01T12:00:30Z
    144: tick to 2026-03-01T12:02:30Z
    145: tick to 2026-03-01T12:03:00Z
    146: data weather:Guangzhou {"temp":22,"sky":"cloudy","humidity":0.75}
    147: data stocks:GOOG {"price":873.14,"change":5.4}
    148: tick to 2026-03-01T12:08:00Z
    149: app foreground
    150: configure w5 symbol=AAPL
    151: remove w7
    152: tick to 2026-03-01T12:08:30Z
    153: tick to 2026-03-01T12:13:30Z
    154: tick to 2026-03-01T12:14:30Z
    155: data todo:Einkäufe ["\"bread\"","\"bread\"","eggs"]
    156: tick to 2026-03-01T12:19:30Z
    157: tick to 2026-03-01T12:20:30Z
    158: tick to 2026-03-01T12:25:30Z
    159: reload todo
    160: data stocks:GOOG {"price":4.08,"change":-5.9}
    161: data stocks:NVDA {"price":740.35,"change":8.4}
    162: add todo large
    163: data weather:Beijing {"temp":27,"sky":"晴","humidity":0.09}
    164: data weather:Beijing {"temp":14,"sky":"晴","humidity":0.39}
    165: tick to 2026-03-01T12:30:30Z
    166: tick to 2026-03-01T12:31:30Z
    167: remove w11
    168: reload stocks
    169: tick to 2026-03-01T12:32:30Z
    170: data news "a \\ b" ttl=52m
    171: configure w1 symbol=NVDA
    172: tick to 2026-03-01T12:33:30Z
    173: data stocks:AAPL {"price":703.37,"change":2.7}
    174: tick to 2026-03-01T12:34:30Z
    175: reload news
    176: tick to 2026-03-01T12:35:00Z
    177: data weather:Beijing {"temp":7,"sky":"cloudy","humidity":0.84}
    178: tick to 2026-03-01T12:36:00Z
    179: fail weather:Shanghai error
    180: configure w3 list=Einkäufe
    181: tick to 2026-03-01T12:37:00Z
    182: tick to 2026-03-01T12:38:00Z
    183: data stocks:AMZN {"price":260.07,"change":-3.0} ttl=42m
    184: data todo:work ["tea\tcake","eggs"]
    185: data news "Märkte schließen höher" ttl=1h2m
    186: tick to 2026-03-01T12:38:30Z
    187: tick to 2026-03-01T12:39:30Z
    188: tick to 2026-03-01T12:40:30Z
    189: configure w5 symbol=AAPL
    190: tick to 2026-03-01T12:42:30Z
    191: data todo:Einkäufe ["milk","milk","milk"]
    192: data stocks:AAPL {"price":419.9,"change":2.0}
    193: tick to 2026-03-01T12:43:30Z
    194: tick to 2026-03-01T12:45:30Z
    195: data todo:work ["eggs","\"bread\"","eggs"]
    196: data stocks:AAPL {"price":974.58,"change":3.2}
    197: tick to 2026-03-01T12:55:30Z
    198: data stocks:AMZN {"price":247.6,"change":-4.4}
    199: tick to 2026-03-01T12:57:30Z
    200: tick to 2026-03-01T13:02:30Z
    201: tick to 2026-03-01T13:03:00Z
    202: add todo large
    203: data stocks:NVDA {"price":850.88,"change":-7.3}
    204: data todo:home ["tea\tcake","milk","\"bread\""]
    205: tick to 2026-03-01T13:08:00Z
    206: configure w12 list=home
    207: reload stocks
    208: data news "Rain later"
    209: data todo:Einkäufe []
    210: tick to 2026-03-01T13:08:30Z
    211: data news "a \\ b"
    212: tick to 2026-03-01T13:09:30Z
    213: tick to 2026-03-01T13:19:30Z
    214: data stocks:NVDA {"price":524.54,"change":2.7}
    215: data stocks:NVDA {"price":26.33,"change":-4.0}
    216: tick to 2026-03-01T13:20:30Z
    217: remove w1
    218: data stocks:MSFT {"price":235.06,"change":-7.7}
    219: tick to 2026-03-01T13:21:00Z
    220: tick to 2026-03-01T13:22:00Z
    221: tick to 2026-03-01T13:24:00Z
    222: tick to 2026-03-01T13:29:00Z
    223: tick to 2026-03-01T13:34:00Z
    224: data stocks:AMZN {"price":275.52,"change":-3.5}
    225: tick to 2026-03-01T13:36:00Z
    226: data todo:home ["eggs","milk"]
    227: data todo:work ["eggs","milk","milk"]
    228: data stocks:GOOG {"price":758.76,"change":9.3}
    229: data stocks:AAPL {"price":407.16,"change":3.2}
    230: tick to 2026-03-01T13:46:00Z
    231: tick to 2026-03-01T13:51:00Z
    232: data news "Märkte schließen höher"
    233: data stocks:AAPL {"price":867.67,"change":-8.2}
    234: configure w3 list=home
    235: data weather:Beijing {"temp":32,"sky":"cloudy","humidity":0.28} ttl=1h3m
    236: data stocks:MSFT {"price":180.37,"change":7.2} ttl=56m
    237: fail stocks:GOOG error
    238: configure w10 symbol=MSFT
    239: data weather:Guangzhou {"temp":14,"sky":"cloudy","humidity":0.48}
    240: tick to 2026-03-01T13:51:30Z
    241: tick to 2026-03-01T13:52:30Z
    242: tick to 2026-03-01T13:53:30Z
    243: data stocks:MSFT {"price":359.39,"change":-0.7}
    244: data stocks:MSFT {"price":328.39,"change":1.2}
    245: reload news
    246: data todo:home ["milk","\"bread\"","\"bread\""]
    247: add weather medium city=Guangzhou
    248: tick to 2026-03-01T14:03:30Z
    249: data todo:work ["tea\tcake","milk","milk"] ttl=30m
    250: tick to 2026-03-01T14:04:30Z
    251: configure w9 city=Guangzhou
    252: tick to 2026-03-01T14:05:30Z
    253: appgroup on
    254: data todo:home ["eggs","\"bread\""]
    255: tick to 2026-03-01T14:15:30Z
    256: app background
    257: tick to 2026-03-01T14:16:00Z
    258: tick to 2026-03-01T14:21:00Z
    259: tick to 2026-03-01T14:23:00Z
    260: data todo:Einkäufe ["eggs","tea\tcake"]
    261: data news "Märkte schließen höher"
    262: data stocks:GOOG {"price":117.75,"change":-1.3}
    263: data stocks:AAPL {"price":937.88,"change":0.2}
    264: tick to 2026-03-01T14:23:30Z
    265: data todo:home ["eggs","eggs"]
    266: data weather:Guangzhou {"temp":0,"sky":"rain","humidity":0.93}
    267: tick to 2026-03-01T14:24:30Z
    268: data stocks:MSFT {"price":322.19,"change":7.0} ttl=6m
    269: tick to 2026-03-01T14:25:30Z
    270: configure w9 city=Shanghai
    271: data todo:Einkäufe ["\"bread\""]
    272: data todo:work ["\"bread\"","\"bread\""]
    273: data weather:Beijing {"temp":22,"sky":"rain","humidity":0.28}
    274: reload stocks
    275: remove w4
    276: tick to 2026-03-01T14:27:30Z
    277: tick to 2026-03-01T14:28:00Z
    278: data todo:work []
    279: data weather:Shanghai {"temp":19,"sky":"晴","humidity":0.33}
    280: data stocks:NVDA {"price":752.88,"change":-3.5}
    281: tick to 2026-03-01T14:33:00Z
    282: fail stocks:NVDA timeout
    283: data stocks:NVDA {"price":710.25,"change":-8.1} ttl=17m
    284: tick to 2026-03-01T14:38:00Z
    285: data todo:work []
    286: configure w10 symbol=NVDA
    287: tick to 2026-03-01T14:43:00Z
    288: reload todo
    289: data news "Märkte schließen höher" ttl=52m
    290: configure w3 list=home
    291: tick to 2026-03-01T14:43:30Z
    292: tick to 2026-03-01T14:53:30Z
    293: tick to 2026-03-01T14:58:30Z
    294: data weather:Shanghai {"temp":24,"sky":"晴","humidity":0.23}
    295: app foreground
    296: data todo:Einkäufe ["eggs"]
    297: tick to 2026-03-01T14:59:00Z
    298: tick to 2026-03-01T15:00:00Z
    299: data stocks:AMZN {"price":752.65,"change":-5.6}
    300: tick to 2026-03-01T15:05:00Z
    301: add todo large
    302: reload todo
    303: data stocks:AMZN {"price":205.16,"change":3.9}
    304: tick to 2026-03-01T15:10:00Z
    305: data todo:home ["\"bread\"","\"bread\"","milk"] ttl=19m
    306: tick to 2026-03-01T15:20:00Z
    307: data stocks:GOOG {"price":154.0,"change":2.0}
    308: reload weather
    309: data news "a \\ b"
    310: data news "Märkte schließen höher"
    311: data news "Rain later"
    312: data stocks:NVDA {"price":879.53,"change":8.3}
    313: data stocks:NVDA {"price":409.62,"change":5.3}
    314: tick to 2026-03-01T15:21:00Z
    315: tick to 2026-03-01T15:22:00Z
    316: tick to 2026-03-01T15:22:30Z
    317: tick to 2026-03-01T15:32:30Z
    318: tick to 2026-03-01T15:42:30Z
    319: data stocks:MSFT {"price":24.95,"change":-2.4}
    320: data stocks:AAPL {"price":663.02,"change":-2.9}
    321: reload stocks
    322: data weather:Beijing {"temp":-7,"sky":"sunny","humidity":0.69}
    323: data stocks:GOOG {"price":864.85,"change":8.6}
    324: data weather:Shanghai {"temp":18,"sky":"rain","humidity":0.9}
    325: tick to 2026-03-01T15:52:30Z
    326: data todo:Einkäufe ["eggs","eggs"]
    327: reload stocks
    328: remove w5
    329: data todo:work ["\"bread\"","eggs"] ttl=19m
    330: tick to 2026-03-01T15:54:30Z
    331: tick to 2026-03-01T15:59:30Z
    332: tick to 2026-03-01T16:00:30Z
    333: add stocks medium symbol=NVDA
    334: data stocks:NVDA {"price":790.37,"change":6.6} ttl=35m
    335: data weather:Shanghai {"temp":3,"sky":"cloudy","humidity":0.54}
    336: tick to 2026-03-01T16:05:30Z
    337: data stocks:GOOG {"price":187.29,"change":-9.6}
    338: configure w14 list=home
    339: fail news timeout
    340: tick to 2026-03-01T16:07:30Z
    341: fail news error
    342: tick to 2026-03-01T16:08:00Z
    343: tick to 2026-03-01T16:08:30Z
    344: tick to 2026-03-01T16:09:30Z
    345: reload all
    346: data weather:Shanghai {"temp":17,"sky":"cloudy","humidity":0.39} ttl=25m
    347: tick to 2026-03-01T16:10:30Z
    348: remove w10
    349: data stocks:AMZN {"price":861.13,"change":-0.5}
    350: tick to 2026-03-01T16:12:30Z
    351: tick to 2026-03-01T16:22:30Z
    352: data todo:Einkäufe []
    353: data news "新闻 — 头条" ttl=9m
    354: tick to 2026-03-01T16:24:30Z
    355: tick to 2026-03-01T16:25:00Z
    356: tick to 2026-03-01T16:27:00Z
    357: reload news
    358: tick to 2026-03-01T16:29:00Z
    359: add stocks medium symbol=AAPL
    360: remove w9
    361: tick to 2026-03-01T16:39:00Z
    362: data stocks:AAPL {"price":827.85,"change":-6.0}
    363: data news "Rain later"
    364: tick to 2026-03-01T16:49:00Z
    365: tick to 2026-03-01T16:51:00Z
    366: data todo:home []
    367: data stocks:AAPL {"price":327.42,"change":5.1} ttl=18m
    368: tick to 2026-03-01T16:53:00Z
    369: reload weather
    370: data todo:Einkäufe ["\"bread\""]
    371: tick to 2026-03-01T16:53:30Z
    372: data todo:home ["tea\tcake","milk"]
    373: data stocks:MSFT {"price":891.21,"change":4.1}
    374: data weather:Beijing {"temp":28,"sky":"cloudy","humidity":0.23}
    375: tick to 2026-03-01T16:58:30Z
    376: tick to 2026-03-01T17:03:30Z
    377: configure w16 symbol=AMZN
    378: tick to 2026-03-01T17:04:30Z
    379: tick to 2026-03-01T17:05:30Z
    380: data stocks:NVDA {"price":917.14,"change":-5.9}
    381: tick to 2026-03-01T17:06:00Z
    382: tick to 2026-03-01T17:06:30Z
    383: data weather:Beijing {"temp":4,"sky":"晴","humidity":0.37} ttl=52m
    384: add weather medium city=Shanghai
    385: data stocks:GOOG {"price":932.4,"change":-8.0}
    386: reload todo
    387: tick to 2026-03-01T17:07:30Z
    388: data weather:Shanghai {"temp":-3,"sky":"sunny","humidity":0.12}
    389: appgroup off
    390: tick to 2026-03-01T17:08:00Z
    391: data news "a \\ b" ttl=7m
    392: fail stocks:AAPL timeout
    393: remove w15
    394: data todo:home ["eggs","eggs","tea\tcake"]
    395: tick to 2026-03-01T17:10:00Z
    396: data stocks:AMZN {"price":253.53,"change":-6.1} ttl=53m
    397: tick to 2026-03-01T17:20:00Z
    398: tick to 2026-03-01T17:30:00Z
    399: data todo:home ["eggs","milk","eggs"]
    400: data news "a \\ b"
    401: add stocks small symbol=AMZN
    402: tick to 2026-03-01T17:40:00Z
    403: data weather:Beijing {"temp":25,"sky":"晴","humidity":0.18}
    404: data weather:Guangzhou {"temp":7,"sky":"rain","humidity":0.5}
    405: tick to 2026-03-01T17:40:30Z
    406: fail news error
    407: reload all
    408: remove w14
    409: tick to 2026-03-01T17:42:30Z
    410: tick to 2026-03-01T17:43:30Z
    411: data stocks:AAPL {"price":672.62,"change":-4.6}
    412: add stocks medium symbol=MSFT
    413: tick to 2026-03-01T17:45:30Z
    414: data stocks:NVDA {"price":153.13,"change":-7.8}
    415: tick to 2026-03-01T17:55:30Z
    416: tick to 2026-03-01T18:05:30Z
    417: tick to 2026-03-01T18:10:30Z
    418: data todo:home ["eggs","eggs"]
    419: data stocks:MSFT {"price":311.12,"change":2.2}
    420: data news "新闻 — 头条"
    421: tick to 2026-03-01T18:11:30Z
    422: tick to 2026-03-01T18:13:30Z
    423: data stocks:GOOG {"price":350.64,"change":7.4}
    424: data weather:Beijing {"temp":29,"sky":"sunny","humidity":0.53}
    425: fail news error
    426: data todo:Einkäufe ["tea\tcake"]
    427: tick to 2026-03-01T18:14:30Z
    428: data weather:Shanghai {"temp":9,"sky":"晴","humidity":0.62}
    429: tick to 2026-03-01T18:16:30Z
    430: data stocks:MSFT {"price":269.21,"change":6.6}
    431: fail todo:Einkäufe error
    432: reload todo
    433: remove w17
    434: data weather:Beijing {"temp":18,"sky":"rain","humidity":0.36}
    435: add todo large list=work
    436: data stocks:AAPL {"price":252.33,"change":7.5} ttl=1h
    437: tick to 2026-03-01T18:26:30Z
    438: tick to 2026-03-01T18:28:30Z
    439: reload all
    440: tick to 2026-03-01T18:29:00Z
    441: tick to 2026-03-01T18:29:30Z
    442: tick to 2026-03-01T18:34:30Z
    443: data news "Märkte schließen höher" ttl=10m
    444: tick to 2026-03-01T18:44:30Z
    445: data todo:Einkäufe ["\"bread\""]
    446: data stocks:NVDA {"price":419.75,"change":-1.4}
    447: tick to 2026-03-01T18:45:30Z
    448: tick to 2026-03-01T18:46:00Z
    449: data todo:Einkäufe ["\"bread\"","eggs"]
    450: reload news
    451: tick to 2026-03-01T18:51:00Z
    452: remove w19
    453: tick to 2026-03-01T18:52:00Z
    454: tick to 2026-03-01T18:52:30Z
    455: tick to 2026-03-01T19:02:30Z
    456: data weather:Guangzhou {"temp":-6,"sky":"cloudy","humidity":0.62}
    457: configure w16 symbol=MSFT
    458: tick to 2026-03-01T19:07:30Z
    459: data news "Märkte schließen höher"
    460: data weather:Beijing {"temp":22,"sky":"晴","humidity":0.85}
    461: add todo large list=work
    462: tick to 2026-03-01T19:08:00Z
    463: tick to 2026-03-01T19:08:30Z
    464: tick to 2026-03-01T19:09:30Z
    465: remove w3
    466: data stocks:NVDA {"price":142.89,"change":-8.8}
    467: tick to 2026-03-01T19:19:30Z
    468: data weather:Beijing {"temp":19,"sky":"cloudy","humidity":0.68}
    469: data weather:Shanghai {"temp":6,"sky":"cloudy","humidity":0.79} ttl=18m
    470: tick to 2026-03-01T19:21:30Z
    471: tick to 2026-03-01T19:26:30Z
    472: tick to 2026-03-01T19:27:30Z
    473: reload todo
    474: data stocks:GOOG {"price":185.43,"change":-7.4}
    475: data todo:home ["eggs"] ttl=32m
    476: tick to 2026-03-01T19:28:30Z
    477: add weather medium city=Guangzhou
    478: tick to 2026-03-01T19:29:00Z
    479: tick to 2026-03-01T19:34:00Z
    480: data weather:Guangzhou {"temp":-5,"sky":"cloudy","humidity":0.32} ttl=8m
    481: tick to 2026-03-01T19:39:00Z
    482: data news "Rain later"
    483: data todo:home ["tea\tcake","\"bread\"","milk"]
    484: tick to 2026-03-01T19:40:00Z
    485: reload news
    486: data weather:Beijing {"temp":28,"sky":"rain","humidity":0.32}
    487: tick to 2026-03-01T19:40:30Z
    488: tick to 2026-03-01T19:41:00Z
    489: reload todo
    490: tick to 2026-03-01T19:51:00Z
    491: tick to 2026-03-01T19:52:00Z
    492: data weather:Shanghai {"temp":30,"sky":"rain","humidity":0.85}
    493: tick to 2026-03-01T19:53:00Z
    494: reload news
    495: data stocks:NVDA {"price":207.36,"change":-0.7}
    496: data todo:work ["tea\tcake","tea\tcake"]
    497: tick to 2026-03-01T20:03:00Z
    498: data todo:work ["tea\tcake","tea\tcake"]
    499: data news "Rain later"
    500: data weather:Guangzhou {"temp":16,"sky":"晴","humidity":0.44}
    501: tick to 2026-03-01T20:13:00Z
    502: data todo:home ["tea\tcake","eggs"] ttl=21m
    503: tick to 2026-03-01T20:18:00Z
    504: tick to 2026-03-01T20:20:00Z
    505: remove w12
    506: data todo:Einkäufe ["\"bread\"","\"bread\""]
    507: tick to 2026-03-01T20:25:00Z
    508: tick to 2026-03-01T20:30:00Z
    509: tick to 2026-03-01T20:30:30Z
    510: tick to 2026-03-01T20:35:30Z
    511: tick to 2026-03-01T20:36:30Z
    512: data todo:home ["\"bread\"","\"bread\""]
    513: app background
    514: tick to 2026-03-01T20:46:30Z
    515: tick to 2026-03-01T20:48:30Z
    516: data stocks:MSFT {"price":896.81,"change":3.2}
    517: tick to 2026-03-01T20:49:00Z
    518: data stocks:GOOG {"price":297.58,"change":-2.0}
    519: tick to 2026-03-01T20:50:00Z
    520: data weather:Beijing {"temp":-9,"sky":"sunny","humidity":0.64}
    521: tick to 2026-03-01T20:51:00Z
    522: tick to 2026-03-01T21:01:00Z
    523: tick to 2026-03-01T21:01:30Z
    524: tick to 2026-03-01T21:02:30Z
    525: reload weather
    526: tick to 2026-03-01T21:03:00Z
    527: tick to 2026-03-01T21:03:30Z
    528: tick to 2026-03-01T21:04:30Z
    529: data stocks:AMZN {"price":309.57,"change":-4.9}
    530: data stocks:GOOG {"price":542.19,"change":-3.0}
    531: data stocks:AAPL {"price":790.9,"change":2.5}
    532: fail news error
    533: data todo:Einkäufe ["\"bread\""]
    534: tick to 2026-03-01T21:06:30Z
    535: tick to 2026-03-01T21:07:30Z
    536: tick to 2026-03-01T21:08:30Z
    537: tick to 2026-03-01T21:18:30Z
    538: data weather:Guangzhou {"temp":3,"sky":"sunny","humidity":0.5}
    539: tick to 2026-03-01T21:20:30Z
    540: data stocks:MSFT {"price":695.39,"change":4.5} ttl=6m
    541: data stocks:AAPL {"price":401.88,"change":3.2}
    542: tick to 2026-03-01T21:21:30Z
    543: tick to 2026-03-01T21:22:30Z
    544: tick to 2026-03-01T21:24:30Z
    545: data weather:Guangzhou {"temp":21,"sky":"晴","humidity":0.23}
    546: reload stocks
    547: fail stocks:GOOG timeout
    548: reload todo
    549: fail todo:home timeout
    550: data todo:home ["eggs","eggs"]
    551: tick to 2026-03-01T21:25:30Z
    552: data todo:home []
    553: data todo:work ["eggs"]
    554: data weather:Guangzhou {"temp":-10,"sky":"cloudy","humidity":0.63}
    555: data weather:Guangzhou {"temp":20,"sky":"晴","humidity":0.23}
    556: configure w18 symbol=AMZN
    557: tick to 2026-03-01T21:30:30Z
    558: data stocks:GOOG {"price":215.94,"change":-5.2}
    559: data weather:Shanghai {"temp":11,"sky":"rain","humidity":0.02} ttl=35m
    560: data stocks:GOOG {"price":13.48,"change":9.8}
    561: tick to 2026-03-01T21:31:30Z
    562: tick to 2026-03-01T21:32:30Z
    563: data weather:Guangzhou {"temp":-5,"sky":"cloudy","humidity":0.34}
    564: tick to 2026-03-01T21:34:30Z
    565: tick to 2026-03-01T21:35:30Z
    566: reload todo
    567: tick to 2026-03-01T21:40:30Z
    568: tick to 2026-03-01T21:41:30Z
    569: reload all
    570: tick to 2026-03-01T21:51:30Z
    571: tick to 2026-03-01T21:53:30Z
    572: tick to 2026-03-01T21:54:30Z
    573: tick to 2026-03-01T22:04:30Z
    574: tick to 2026-03-01T22:05:30Z
    575: tick to 2026-03-01T22:07:30Z
    576: tick to 2026-03-01T22:17:30Z
    577: tick to 2026-03-01T22:18:30Z
    578: data stocks:AAPL {"price":959.04,"change":-0.2} ttl=54m
    579: add news medium
    580: tick to 2026-03-01T22:28:30Z
    581: data stocks:AMZN {"price":397.79,"change":5.9}
    582: tick to 2026-03-01T22:33:30Z
    583: tick to 2026-03-01T22:34:00Z
    584: tick to 2026-03-01T22:35:00Z
    585: data todo:home []
    586: data stocks:AMZN {"price":861.27,"change":-7.2} ttl=56m
    587: data stocks:NVDA {"price":536.02,"change":-9.6} ttl=59m
    588: tick to 2026-03-01T22:40:00Z
    589: tick to 2026-03-01T22:42:00Z
    590: tick to 2026-03-01T22:44:00Z
    591: tick to 2026-03-01T22:44:30Z
    592: remove w13
    593: data stocks:AAPL {"price":972.27,"change":2.5}
    594: data stocks:MSFT {"price":954.53,"change":6.8}
    595: add weather medium city=Beijing
    596: tick to 2026-03-01T22:45:30Z
    597: tick to 2026-03-01T22:55:30Z
    598: tick to 2026-03-01T22:56:30Z
    599: tick to 2026-03-01T23:06:30Z
    600: tick to 2026-03-01T23:16:30Z
    601: data news "Rain later"
    602: data stocks:MSFT {"price":339.08,"change":-8.6}
    603: tick to 2026-03-01T23:17:30Z
    604: tick to 2026-03-01T23:22:30Z
    605: tick to 2026-03-01T23:32:30Z
    606: data stocks:AMZN {"price":461.91,"change":7.5}
    607: data stocks:MSFT {"price":323.42,"change":-2.0}
    608: tick to 2026-03-01T23:33:30Z
    609: remove w22
    610: data weather:Beijing {"temp":3,"sky":"sunny","humidity":0.67}
    611: tick to 2026-03-01T23:35:30Z
    612: add weather small city=Guangzhou
    613: data stocks:MSFT {"price":502.33,"change":4.9}
    614: tick to 2026-03-01T23:45:30Z
    615: tick to 2026-03-01T23:46:30Z
    616: tick to 2026-03-01T23:48:30Z
    617: data weather:Shanghai {"temp":31,"sky":"rain","humidity":0.06}
    618: tick to 2026-03-01T23:50:30Z
    619: remove w24
    620: data news "新闻 — 头条" ttl=16m
    621: reload weather
    622: data todo:home [] ttl=47m
    623: tick to 2026-03-01T23:52:30Z
    624: tick to 2026-03-02T00:02:30Z
    625: reload weather
    626: data todo:Einkäufe []
    627: tick to 2026-03-02T00:07:30Z
    628: reload stocks
    629: data stocks:AAPL {"price":614.67,"change":-7.8}
    630: reload todo
    631: data weather:Guangzhou {"temp":32,"sky":"cloudy","humidity":0.25} ttl=33m
    632: data news "Rain later"
    633: data stocks:AAPL {"price":44.76,"change":0.6} ttl=11m
    634: tick to 2026-03-02T00:08:00Z
    635: tick to 2026-03-02T00:08:30Z
    636: tick to 2026-03-02T00:09:00Z
    637: data weather:Guangzhou {"temp":13,"sky":"晴","humidity":0.17}
    638: tick to 2026-03-02T00:19:00Z
    639: app foreground
    640: tick to 2026-03-02T00:29:00Z
    641: tick to 2026-03-02T00:30:00Z
    642: tick to 2026-03-02T00:31:00Z
    643: tick to 2026-03-02T00:33:00Z
    644: reload weather
    645: tick to 2026-03-02T00:34:00Z
    646: add todo small list=Einkäufe
    647: tick to 2026-03-02T00:34:30Z
    648: data todo:Einkäufe [] ttl=18m
    649: tick to 2026-03-02T00:35:00Z
    650: data stocks:GOOG {"price":332.37,"change":1.2}
    651: data todo:home ["eggs","milk","tea\tcake"]
    652: tick to 2026-03-02T00:35:30Z
    653: tick to 2026-03-02T00:40:30Z
    654: data stocks:NVDA {"price":541.6,"change":-5.5}
    655: data weather:Beijing {"temp":30,"sky":"sunny","humidity":0.93}
    656: tick to 2026-03-02T00:42:30Z
    657: tick to 2026-03-02T00:43:00Z
    658: tick to 2026-03-02T00:48:00Z
    659: fail stocks:MSFT error
    660: tick to 2026-03-02T00:58:00Z
    661: tick to 2026-03-02T00:59:00Z
    662: data weather:Beijing {"temp":11,"sky":"晴","humidity":0.52}
    663: configure w20 list=Einkäufe
    664: tick to 2026-03-02T01:09:00Z
    665: reload news
    666: data stocks:NVDA {"price":507.94,"change":1.5}
    667: tick to 2026-03-02T01:10:00Z
    668: tick to 2026-03-02T01:20:00Z
    669: remove w2
    670: tick to 2026-03-02T01:30:00Z
    671: tick to 2026-03-02T01:32:00Z
    672: data stocks:AAPL {"price":824.94,"change":9.6}
    673: tick to 2026-03-02T01:33:00Z
    674: data todo:Einkäufe ["eggs","\"bread\""]
    675: data todo:Einkäufe ["tea\tcake","tea\tcake","tea\tcake"]
    676: data stocks:AAPL {"price":805.4,"change":-0.6}
    677: tick to 2026-03-02T01:34:00Z
    678: data stocks:AMZN {"price":682.05,"change":-2.6} ttl=1h
    679: tick to 2026-03-02T01:44:00Z
    680: data stocks:MSFT {"price":379.74,"change":0.4}
    681: data stocks:MSFT {"price":135.3,"change":5.4}
    682: add todo small
    683: tick to 2026-03-02T01:45:00Z
    684: reload todo
    685: data news "a \\ b" ttl=32m
    686: tick to 2026-03-02T01:46:00Z
    687: tick to 2026-03-02T01:47:00Z
    688: tick to 2026-03-02T01:47:30Z
    689: data stocks:MSFT {"price":882.06,"change":-2.6}
    690: tick to 2026-03-02T01:48:30Z
    691: tick to 2026-03-02T01:50:30Z
    692: tick to 2026-03-02T01:52:30Z
    693: data news "Rain later"
    694: data stocks:GOOG {"price":220.62,"change":5.8}
    695: configure w27 list=Einkäufe
    696: tick to 2026-03-02T01:57:30Z
    697: data stocks:GOOG {"price":56.43,"change":6.3}
    698: tick to 2026-03-02T02:07:30Z
    699: app background
    700: tick to 2026-03-02T02:08:00Z
    701: tick to 2026-03-02T02:09:00Z
    702: data todo:work ["eggs","milk"]
    703: tick to 2026-03-02T02:10:00Z
    704: data weather:Guangzhou {"temp":-10,"sky":"cloudy","humidity":0.01}
    705: data stocks:MSFT {"price":749.44,"change":-8.0} ttl=40m
    706: reload news
    707: fail stocks:NVDA timeout
    708: tick to 2026-03-02T02:20:00Z
    709: configure w21 list=Einkäufe
    710: tick to 2026-03-02T02:21:00Z
    711: tick to 2026-03-02T02:23:00Z
    712: tick to 2026-03-02T02:23:30Z
    713: reload stocks
    714: data stocks:NVDA {"price":580.62,"change":-9.2}
    715: remove w18
    716: tick to 2026-03-02T02:24:30Z
    717: tick to 2026-03-02T02:26:30Z
    718: data stocks:NVDA {"price":248.62,"change":-7.7}
    719: tick to 2026-03-02T02:28:30Z
    720: data weather:Beijing {"temp":23,"sky":"晴","humidity":0.62} ttl=24m
    721: data weather:Shanghai {"temp":13,"sky":"sunny","humidity":0.67}
    722: data news "Märkte schließen höher"
    723: data todo:home []
    724: data weather:Shanghai {"temp":-2,"sky":"rain","humidity":0.05}
    725: add todo small list=Einkäufe
    726: data todo:work ["tea\tcake","tea\tcake"]
    727: remove w28
    728: tick to 2026-03-02T02:29:30Z
    729: data weather:Beijing {"temp":31,"sky":"sunny","humidity":0.17} ttl=48m
    730: data stocks:NVDA {"price":52.83,"change":4.7}
    731: tick to 2026-03-02T02:31:30Z
    732: reload todo
    733: data weather:Beijing {"temp":2,"sky":"cloudy","humidity":0.44}
    734: data todo:home ["\"bread\"","tea\tcake","milk"]
    735: appgroup on
    736: reload todo
    737: tick to 2026-03-02T02:36:30Z
    738: data stocks:AMZN {"price":117.83,"change":-9.1}
    739: tick to 2026-03-02T02:37:00Z
    740: tick to 2026-03-02T02:39:00Z
    741: tick to 2026-03-02T02:40:00Z
    742: data todo:work ["milk","\"bread\"","milk"]
    743: data todo:Einkäufe ["eggs","\"bread\"","\"bread\""]
    744: tick to 2026-03-02T02:42:00Z
    745: add stocks small symbol=MSFT
    746: tick to 2026-03-02T02:43:00Z
    747: data news "a \\ b"
    748: data weather:Beijing {"temp":-10,"sky":"晴","humidity":0.82}
    749: remove w26
    750: data stocks:MSFT {"price":703.21,"change":-3.2}
    751: reload todo
    752: data todo:Einkäufe []
    753: add stocks medium symbol=MSFT
    754: tick to 2026-03-02T02:53:00Z
    755: tick to 2026-03-02T02:55:00Z
    756: data stocks:NVDA {"price":927.15,"change":-1.3}
    757: data todo:home ["\"bread\"","tea\tcake"]
    758: remove w23
    759: tick to 2026-03-02T03:00:00Z
    760: data stocks:MSFT {"price":803.8,"change":-3.7} ttl=56m
    761: tick to 2026-03-02T03:10:00Z
    762: data todo:home []
    763: tick to 2026-03-02T03:10:30Z
    764: data todo:Einkäufe ["milk"]
    765: tick to 2026-03-02T03:12:30Z
    766: tick to 2026-03-02T03:13:30Z
    767: data stocks:AAPL {"price":910.2,"change":7.6}
    768: fail stocks:MSFT timeout
    769: tick to 2026-03-02T03:14:30Z
    770: tick to 2026-03-02T03:19:30Z
    771: data todo:work ["\"bread\"","\"bread\"","eggs"]
    772: tick to 2026-03-02T03:20:30Z
    773: data weather:Guangzhou {"temp":-4,"sky":"sunny","humidity":0.06}
    774: data weather:Shanghai {"temp":13,"sky":"rain","humidity":0.2} ttl=5m
    775: tick to 2026-03-02T03:21:00Z
    776: tick to 2026-03-02T03:22:00Z
    777: fail stocks:MSFT timeout
    778: tick to 2026-03-02T03:32:00Z
    779: add weather small city=Guangzhou
    780: app foreground
    781: tick to 2026-03-02T03:33:00Z
    782: tick to 2026-03-02T03:43:00Z
    783: remove w29
    784: reload news
    785: data stocks:AMZN {"price":529.42,"change":0.7}
    786: tick to 2026-03-02T03:45:00Z
    787: tick to 2026-03-02T03:47:00Z
    788: tick to 2026-03-02T03:57:00Z
    789: data stocks:AAPL {"price":824.14,"change":-4.0}
    790: fail weather:Guangzhou timeout
    791: tick to 2026-03-02T03:57:30Z
    792: data stocks:GOOG {"price":415.98,"change":8.5}
    793: data todo:work ["tea\tcake","milk","milk"]
    794: tick to 2026-03-02T03:58:30Z
    795: data weather:Guangzhou {"temp":19,"sky":"sunny","humidity":0.45} ttl=15m
    796: tick to 2026-03-02T03:59:00Z
    797: add todo small list=Einkäufe
    798: tick to 2026-03-02T04:04:00Z
    799: data stocks:GOOG {"price":98.23,"change":-9.0} ttl=9m
    800: tick to 2026-03-02T04:05:00Z
    801: tick to 2026-03-02T04:15:00Z
    802: tick to 2026-03-02T04:16:00Z
    803: configure w25 city=Shanghai
    804: tick to 2026-03-02T04:17:00Z
    805: data todo:home ["milk","eggs"]
    806: tick to 2026-03-02T04:17:30Z
    807: tick to 2026-03-02T04:18:30Z
    808: tick to 2026-03-02T04:19:30Z
    809: tick to 2026-03-02T04:20:30Z
    810: data stocks:AMZN {"price":735.49,"change":-9.4}
    811: reload stocks
    812: tick to 2026-03-02T04:21:00Z
    813: tick to 2026-03-02T04:21:30Z
    814: tick to 2026-03-02T04:23:30Z
    815: tick to 2026-03-02T04:25:30Z
    816: tick to 2026-03-02T04:27:30Z
    817: tick to 2026-03-02T04:32:30Z
    818: reload todo
    819: data weather:Shanghai {"temp":15,"sky":"sunny","humidity":0.62}
    820: data todo:home [] ttl=9m
    821: remove w30
    822: tick to 2026-03-02T04:33:30Z
    823: tick to 2026-03-02T04:34:30Z
    824: reload news
    825: add news large
    826: data todo:work ["eggs","milk"]
    827: tick to 2026-03-02T04:44:30Z
    828: data weather:Shanghai {"temp":21,"sky":"晴","humidity":0.46}
    829: tick to 2026-03-02T04:45:00Z
    830: app background
    831: reload todo
    832: reload all
    833: tick to 2026-03-02T04:47:00Z
    834: tick to 2026-03-02T04:49:00Z
    835: app foreground
    836: tick to 2026-03-02T04:49:30Z
    837: tick to 2026-03-02T04:59:30Z
    838: tick to 2026-03-02T05:00:00Z
    839: reload all
    840: data todo:Einkäufe ["\"bread\"","\"bread\""]
    841: configure w27 list=home
    842: tick to 2026-03-02T05:00:30Z
    843: appgroup off
    844: tick to 2026-03-02T05:01:30Z
    845: tick to 2026-03-02T05:02:00Z
    846: tick to 2026-03-02T05:12:00Z
    847: data weather:Shanghai {"temp":6,"sky":"sunny","humidity":0.91} ttl=5m
    848: configure w25 city=Guangzhou
    849: data news "a \\ b" ttl=59m
    850: data todo:work ["milk","eggs"]
    851: tick to 2026-03-02T05:13:00Z
    852: tick to 2026-03-02T05:14:00Z
    853: reload weather
    854: data stocks:MSFT {"price":28.65,"change":-2.8}
    855: configure w20 list=work
    856: tick to 2026-03-02T05:15:00Z
    857: configure w27 list=work
    858: tick to 2026-03-02T05:20:00Z
    859: tick to 2026-03-02T05:22:00Z
    860: tick to 2026-03-02T05:22:30Z
    861: data weather:Guangzhou {"temp":-10,"sky":"sunny","humidity":0.93} ttl=26m
    862: configure w27 list=Einkäufe
    863: app background
    864: data todo:work ["\"bread\"","tea\tcake","milk"] ttl=34m
    865: tick to 2026-03-02T05:23:30Z
    866: tick to 2026-03-02T05:25:30Z
    867: tick to 2026-03-02T05:26:30Z
    868: tick to 2026-03-02T05:31:30Z
    869: tick to 2026-03-02T05:32:00Z
    870: tick to 2026-03-02T05:33:00Z
    871: tick to 2026-03-02T05:35:00Z
    872: data todo:work ["eggs","milk","eggs"] ttl=1h4m
    873: tick to 2026-03-02T05:36:00Z
    874: data weather:Beijing {"temp":13,"sky":"晴","humidity":0.54} ttl=31m
    875: reload all
    876: tick to 2026-03-02T05:37:00Z
    877: remove w27
    878: tick to 2026-03-02T05:42:00Z
    879: data todo:home ["milk"] ttl=5m
    880: tick to 2026-03-02T05:47:00Z
    881: tick to 2026-03-02T05:57:00Z
    882: data weather:Beijing {"temp":22,"sky":"sunny","humidity":0.86}
    883: tick to 2026-03-02T05:57:30Z
    884: tick to 2026-03-02T06:07:30Z
    885: data stocks:AAPL {"price":693.71,"change":2.8}
    886: data stocks:MSFT {"price":456.43,"change":-8.4} ttl=27m
    887: tick to 2026-03-02T06:09:30Z
    888: reload news
    889: tick to 2026-03-02T06:10:00Z
    890: data stocks:MSFT {"price":274.21,"change":5.1}
    891: tick to 2026-03-02T06:10:30Z
    892: tick to 2026-03-02T06:12:30Z
    893: data todo:home ["tea\tcake"] ttl=17m
    894: tick to 2026-03-02T06:13:30Z
    895: tick to 2026-03-02T06:18:30Z
    896: data todo:home ["\"bread\"","\"bread\"","tea\tcake"]
    897: tick to 2026-03-02T06:28:30Z
    898: tick to 2026-03-02T06:33:30Z
    899: data stocks:NVDA {"price":90.35,"change":-5.4}
    900: tick to 2026-03-02T06:34:30Z
    901: tick to 2026-03-02T06:35:30Z
    902: reload weather
    903: data news "a \\ b"
    904: tick to 2026-03-02T06:40:30Z
    905: tick to 2026-03-02T06:50:30Z
    906: tick to 2026-03-02T06:51:30Z
    907: data stocks:GOOG {"price":499.21,"change":3.5}
    908: data stocks:GOOG {"price":813.25,"change":7.1}
    909: tick to 2026-03-02T06:53:30Z
    910: tick to 2026-03-02T06:54:30Z
    911: data stocks:NVDA {"price":646.43,"change":-1.6}
    912: tick to 2026-03-02T06:55:30Z
    913: reload all
    914: data todo:work ["eggs","eggs"]
    915: tick to 2026-03-02T07:05:30Z
    916: data stocks:NVDA {"price":993.75,"change":-1.4}
    917: tick to 2026-03-02T07:06:30Z
    918: tick to 2026-03-02T07:16:30Z
    919: add todo medium list=home
    920: tick to 2026-03-02T07:21:30Z
    921: tick to 2026-03-02T07:26:30Z
    922: data todo:home [] ttl=10m
    923: data stocks:GOOG {"price":124.23,"change":9.0}
    924: tick to 2026-03-02T07:27:00Z
    925: data weather:Shanghai {"temp":-10,"sky":"晴","humidity":0.33}
    926: tick to 2026-03-02T07:37:00Z
    927: reload all
    928: data stocks:GOOG {"price":748.68,"change":0.0}
    929: data weather:Guangzhou {"temp":25,"sky":"rain","humidity":0.88}
    930: tick to 2026-03-02T07:42:00Z
    931: data todo:work ["\"bread\""]
    932: tick to 2026-03-02T07:42:30Z
    933: tick to 2026-03-02T07:43:00Z
    934: tick to 2026-03-02T07:48:00Z
    935: tick to 2026-03-02T07:58:00Z
    936: data todo:work ["milk","\"bread\""]
    937: tick to 2026-03-02T08:08:00Z
    938: remove w33
    939: fail stocks:NVDA error
    940: tick to 2026-03-02T08:08:30Z
    941: tick to 2026-03-02T08:09:30Z
    942: tick to 2026-03-02T08:10:30Z
    943: tick to 2026-03-02T08:11:00Z
    944: reload news
    945: tick to 2026-03-02T08:12:00Z
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
    956: tick to 2026-03-02T08:17:30Z
    957: tick to 2026-03-02T08:18:00Z
    958: data stocks:MSFT {"price":886.6,"change":-3.6}
    959: tick to 2026-03-02T08:23:00Z
    960: data todo:home ["milk","tea\tcake"] ttl=56m
    961: add todo small list=home
    962: tick to 2026-03-02T08:33:00Z
    963: data todo:Einkäufe ["\"bread\""] ttl=26m
    964: remove w16
    965: add stocks small symbol=AMZN
    966: tick to 2026-03-02T08:34:00Z
    967: data stocks:AMZN {"price":975.35,"change":2.9}
    968: tick to 2026-03-02T08:44:00Z
    969: data todo:home ["\"bread\""]
    970: configure w31 city=Guangzhou
    971: tick to 2026-03-02T08:45:00Z
    972: tick to 2026-03-02T08:47:00Z
    973: tick to 2026-03-02T08:52:00Z
    974: tick to 2026-03-02T08:57:00Z
    975: tick to 2026-03-02T09:07:00Z
    976: tick to 2026-03-02T09:07:30Z
    977: tick to 2026-03-02T09:17:30Z
    978: reload todo
    979: tick to 2026-03-02T09:18:00Z
    980: tick to 2026-03-02T09:28:00Z
    981: tick to 2026-03-02T09:29:00Z
    982: remove w25
    983: tick to 2026-03-02T09:39:00Z
    984: tick to 2026-03-02T09:40:00Z
    985: data stocks:NVDA {"price":898.76,"change":-5.4}
    986: data stocks:AAPL {"price":206.36,"change":-5.0}
    987: tick to 2026-03-02T09:40:30Z
    988: data todo:work []
    989: configure w35 list=Einkäufe
    990: data todo:work ["eggs","milk"]
    991: tick to 2026-03-02T09:50:30Z
    992: tick to 2026-03-02T09:52:30Z
    993: tick to 2026-03-02T09:53:30Z
    994: tick to 2026-03-02T09:54:30Z
    995: tick to 2026-03-02T09:55:30Z
    996: data stocks:AMZN {"price":627.25,"change":6.2}
    997: data stocks:GOOG {"price":332.25,"change":6.4}
    998: add stocks medium symbol=NVDA
    999: data stocks:AMZN {"price":421.03,"change":4.7}
    1000: tick to 2026-03-02T10:05:30Z
    1001: data news "Rain later" ttl=46m
    1002: configure w37 symbol=NVDA
    1003: reload todo
    """#

  /// Seq 1004 to 1200: each action (`SEQ: COMMAND`, or `SEQ journal: LINE` for one that recorded
  /// provider outputs), then, indented, what it changed.
  static let seq1004To1200 = #"""
    1004: data stocks:AMZN {"price":471.32,"change":-6.3}
    1005: reload news
    1006: data stocks:NVDA {"price":664.87,"change":-1.1}
    1007: data stocks:MSFT {"price":258.02,"change":-6.8}
    1008: data todo:Einkäufe ["\"bread\""]
    1009: remove w36
    1010: app foreground
    1011: tick to 2026-03-02T10:06:30Z
    1012: tick to 2026-03-02T10:07:00Z
    1013: add stocks small symbol=AAPL
    1014: data stocks:AMZN {"price":876.13,"change":-0.1}
    1015: data stocks:GOOG {"price":823.4,"change":7.8}
    1016: data stocks:AAPL {"price":281.9,"change":5.5}
    1017: configure w31 city=Shanghai
    1018: remove w20
    1019: data stocks:MSFT {"price":500.59,"change":-0.4}
    1020: tick to 2026-03-02T10:08:00Z
    1021: data todo:Einkäufe ["\"bread\"","eggs","\"bread\""]
    1022: tick to 2026-03-02T10:08:30Z
    1023: tick to 2026-03-02T10:09:30Z
    1024: data stocks:NVDA {"price":447.77,"change":8.9}
    1025: configure w34 list=work
    1026: tick to 2026-03-02T10:19:30Z
    1027: tick to 2026-03-02T10:29:30Z
    1028: fail weather:Beijing timeout
    1029: data news "Märkte schließen höher"
    1030: add news large
    1031: reload news
    1032: data todo:home ["milk","\"bread\""]
    1033: tick to 2026-03-02T10:30:30Z
    1034: reload all
    1035: tick to 2026-03-02T10:31:00Z
    1036: tick to 2026-03-02T10:32:00Z
    1037: data news "a \\ b"
    1038: remove w32
    1039: reload news
    1040: tick to 2026-03-02T10:33:00Z
    1041: tick to 2026-03-02T10:35:00Z
    1042: data stocks:AAPL {"price":577.43,"change":-0.2}
    1043: tick to 2026-03-02T10:40:00Z
    1044: tick to 2026-03-02T10:41:00Z
    1045: tick to 2026-03-02T10:51:00Z
    1046: tick to 2026-03-02T10:52:00Z
    1047: tick to 2026-03-02T10:53:00Z
    1048: tick to 2026-03-02T10:58:00Z
    1049: reload stocks
    1050: tick to 2026-03-02T11:00:00Z
    1051: tick to 2026-03-02T11:01:00Z
    1052: tick to 2026-03-02T11:01:30Z
    1053: add todo large
    1054: fail stocks:GOOG error
    1055: remove w37
    1056: data weather:Shanghai {"temp":6,"sky":"晴","humidity":0.45} ttl=58m
    1057: tick to 2026-03-02T11:02:30Z
    1058: data stocks:MSFT {"price":925.52,"change":-5.5}
    1059: data weather:Shanghai {"temp":33,"sky":"sunny","humidity":0.98}
    1060: reload todo
    1061: data weather:Beijing {"temp":7,"sky":"rain","humidity":0.03}
    1062: tick to 2026-03-02T11:03:30Z
    1063: data news "Märkte schließen höher" ttl=48m
    1064: tick to 2026-03-02T11:04:30Z
    1065: data todo:Einkäufe [] ttl=1h
    1066: add weather large city=Shanghai
    1067: tick to 2026-03-02T11:05:30Z
    1068: tick to 2026-03-02T11:06:30Z
    1069: configure w31 city=Shanghai
    1070: data stocks:AAPL {"price":73.41,"change":7.8}
    1071: tick to 2026-03-02T11:08:30Z
    1072: data todo:work ["\"bread\""]
    1073: tick to 2026-03-02T11:09:00Z
    1074: tick to 2026-03-02T11:19:00Z
    1075: data todo:Einkäufe []
    1076: remove w21
    1077: reload weather
    1078: tick to 2026-03-02T11:19:30Z
    1079: data todo:work ["\"bread\""]
    1080: data todo:work ["tea\tcake"]
    1081: tick to 2026-03-02T11:29:30Z
    1082: data todo:Einkäufe ["eggs"]
    1083: data stocks:AAPL {"price":973.08,"change":9.5}
    1084: tick to 2026-03-02T11:30:30Z
    1085: configure w41 city=Guangzhou
    1086: data stocks:AMZN {"price":694.41,"change":7.7}
    1087: data stocks:AAPL {"price":600.02,"change":-8.6} ttl=27m
    1088: tick to 2026-03-02T11:32:30Z
    1089: tick to 2026-03-02T11:33:00Z
    1090: tick to 2026-03-02T11:33:30Z
    1091: tick to 2026-03-02T11:34:30Z
    1092: add news large
    1093: data stocks:NVDA {"price":711.51,"change":3.0}
    1094: data stocks:GOOG {"price":636.12,"change":-6.3}
    1095: configure w38 symbol=AAPL
    1096: tick to 2026-03-02T11:44:30Z
    1097: data news "Rain later"
    1098: tick to 2026-03-02T11:49:30Z
    1099: tick to 2026-03-02T11:50:30Z
    1100: data weather:Beijing {"temp":19,"sky":"晴","humidity":0.86}
    1101: fail stocks:AAPL timeout
    1102: fail stocks:MSFT timeout
    1103: tick to 2026-03-02T11:51:30Z
    1104: reload weather
    1105: tick to 2026-03-02T11:52:30Z
    1106: tick to 2026-03-02T11:53:30Z
    1107: data todo:Einkäufe ["tea\tcake","eggs"]
    1108: tick to 2026-03-02T11:55:30Z
    1109: remove w8
    1110: add todo large list=work
    1111: remove w34
    1112: data stocks:GOOG {"price":847.12,"change":-6.5}
    1113: tick to 2026-03-02T12:05:30Z
    1114: add stocks small symbol=AAPL
    1115: configure w31 city=Guangzhou
    1116: tick to 2026-03-02T12:15:30Z
    1117: data todo:Einkäufe ["\"bread\""]
    1118: tick to 2026-03-02T12:16:00Z
    1119: tick to 2026-03-02T12:16:30Z
    1120: tick to 2026-03-02T12:17:30Z
    1121: tick to 2026-03-02T12:18:30Z
    1122: data weather:Guangzhou {"temp":7,"sky":"sunny","humidity":0.13} ttl=45m
    1123: data todo:work ["\"bread\"","tea\tcake"] ttl=33m
    1124: tick to 2026-03-02T12:19:30Z
    1125: tick to 2026-03-02T12:21:30Z
    1126: remove w41
    1127: tick to 2026-03-02T12:22:30Z
    1128: data todo:Einkäufe ["milk"]
    1129: tick to 2026-03-02T12:23:30Z
    1130: data weather:Shanghai {"temp":24,"sky":"晴","humidity":0.94}
    1131: add news large
    1132: data stocks:MSFT {"price":813.51,"change":1.2}
    1133: data stocks:AMZN {"price":135.15,"change":-3.4}
    1134: tick to 2026-03-02T12:24:00Z
    1135: tick to 2026-03-02T12:34:00Z
    1136: tick to 2026-03-02T12:39:00Z
    1137: remove w39
    1138: tick to 2026-03-02T12:49:00Z
    1139: tick to 2026-03-02T12:59:00Z
    1140: tick to 2026-03-02T13:00:00Z
    1141: tick to 2026-03-02T13:05:00Z
    1142: tick to 2026-03-02T13:05:30Z
    1143: reload todo
    1144: data stocks:NVDA {"price":749.93,"change":8.3}
    1145: data weather:Guangzhou {"temp":5,"sky":"sunny","humidity":0.81}
    1146: data stocks:AAPL {"price":420.7,"change":-3.8}
    1147: tick to 2026-03-02T13:06:30Z
    1148: tick to 2026-03-02T13:08:30Z
    1149: data news "Rain later"
    1150: tick to 2026-03-02T13:09:30Z
    1151: tick to 2026-03-02T13:10:00Z
    1152: tick to 2026-03-02T13:11:00Z
    1153: tick to 2026-03-02T13:12:00Z
    1154: tick to 2026-03-02T13:17:00Z
    1155: data weather:Guangzhou {"temp":17,"sky":"rain","humidity":0.67}
    1156: add weather large city=Guangzhou
    1157: reload stocks
    1158: data weather:Beijing {"temp":-4,"sky":"sunny","humidity":0.62}
    1159: tick to 2026-03-02T13:27:00Z
    1160: tick to 2026-03-02T13:37:00Z
    1161: data news "Märkte schließen höher"
    1162: tick to 2026-03-02T13:47:00Z
    1163: data weather:Shanghai {"temp":25,"sky":"晴","humidity":0.04}
    1164: configure w31 city=Shanghai
    1165: data stocks:GOOG {"price":89.35,"change":-5.7}
    1166: tick to 2026-03-02T13:57:00Z
    1167: tick to 2026-03-02T13:58:00Z
    1168: tick to 2026-03-02T13:59:00Z
    1169: data stocks:GOOG {"price":228.73,"change":1.3} ttl=34m
    1170: tick to 2026-03-02T14:09:00Z
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
    1181: tick to 2026-03-02T14:12:30Z
    1182: reload todo
    1183: data stocks:GOOG {"price":503.85,"change":0.9} ttl=24m
    1184: data stocks:MSFT {"price":627.77,"change":2.1}
    1185: tick to 2026-03-02T14:13:00Z
    1186: remove w31
    1187: tick to 2026-03-02T14:14:00Z
    1188: data news "a \\ b"
    1189: tick to 2026-03-02T14:15:00Z
    1190: tick to 2026-03-02T14:15:30Z
    1191: tick to 2026-03-02T14:17:30Z
    1192: data stocks:AAPL {"price":745.98,"change":8.3}
    1193: tick to 2026-03-02T14:22:30Z
    1194: tick to 2026-03-02T14:24:30Z
    1195: tick to 2026-03-02T14:29:30Z
    1196: add stocks medium symbol=NVDA
    1197: configure w35 list=Einkäufe
    1198: tick to 2026-03-02T14:39:30Z
    1199: data stocks:AMZN {"price":80.0,"change":2.3}
    1200: data weather:Beijing {"temp":-8,"sky":"sunny","humidity":0.08}
    """#
}
