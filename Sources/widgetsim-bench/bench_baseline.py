"""The Python baseline of widgetsim-bench: a plain json.loads loop with a trivial fold.

Reads a widgetsim journal, parses every action line with json.loads, counts actions by
type and tracks the last tick. Prints one JSON object with the loop's own time (the
interpreter's start-up is not included), so the comparison favours Python.
"""
import json
import sys
import time


def main(path):
    start = time.perf_counter()
    counts = {}
    last_tick = None
    actions = 0
    with open(path, "rb") as journal:
        json.loads(journal.readline())
        for line in journal:
            action = json.loads(line)
            name = action["action"]
            counts[name] = counts.get(name, 0) + 1
            if name == "tick":
                last_tick = action["to"]
            actions += 1
    seconds = time.perf_counter() - start
    print(json.dumps({"seconds": seconds, "actions": actions, "lastTick": last_tick, "counts": counts}))


if __name__ == "__main__":
    main(sys.argv[1])
