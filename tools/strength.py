#!/usr/bin/env python3
"""Measure the computer players' strength in chunks that add up across runs.

The targets of the computer players need hundreds of games per matchup with
the hard level thinking up to a second per decision: more than one sitting of
a 2-core machine.  This script plays them in chunks with `ludus-cli
tournament`, appends each chunk's result to doc/strength/<matchup>.jsonl and
combines every chunk so far into one table, so measuring can stop and resume.

  tools/strength.py run [--minutes M] [--cli PATH] [--game G] [--seats S] [--chunk K]
                        [--threads T] [--jobs J]    play chunks that end within M minutes
  tools/strength.py report [--cli PATH]             print the combined table

The games are those `ludus-cli games` lists.
"""

import argparse
import json
import math
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "doc", "strength")

# Issue 31's targets: the first level's win share, 2 players, 400 games each,
# per game (a game without its own target takes the default).
TWO_PLAYER_TARGETS = {
    "hard,normal": {"medici": 0.85, "mykerinos": 0.92, "thebes": 0.90, None: 0.90},
    "hard,easy": {"medici": 0.92, "mykerinos": 0.97, "thebes": 0.95, None: 0.95},
}
# Normal must not get weaker to meet them: its results are kept, with no target.
TWO_PLAYER_WATCHED = ("normal,easy", "normal,random")
# The hard level against easy ones at a full table: three players, unless a
# game's earlier runs chose otherwise (their results carry on under their names),
# and the share it must reach (Medici keeps its 0.713 of 200 games).
FULL_TABLE_PLAYERS = {"medici": 4}
FULL_TABLE_TARGETS = {"medici": 0.713, None: 0.67}
# Games at a full table: 200 (201 for three players), unless a game needs more
# (Medici's first 200 could not tell its share from the 0.713 it keeps).
FULL_TABLE_GAMES = {"medici": 400}
# Hard's think time per decision, in seconds: median and 95th percentile.
THINK_TARGETS = (0.5, 1.5)


def matchups(cli):
    """(game, players, seats, games wanted, target or None) for every game
    `ludus-cli games` lists."""
    out = subprocess.run([cli, "games", "--json"], check=True, capture_output=True,
                         text=True, env=dict(os.environ, LC_ALL="C.UTF-8")).stdout
    games = json.loads(out)
    result = []
    for game in games:
        if not game["min_players"] <= 2 <= game["max_players"]:
            continue
        for seats, targets in TWO_PLAYER_TARGETS.items():
            result.append((game["id"], 2, seats, 400, targets.get(game["id"], targets[None])))
        for seats in TWO_PLAYER_WATCHED:
            result.append((game["id"], 2, seats, 400, None))
    for game in games:
        players = min(FULL_TABLE_PLAYERS.get(game["id"], 3), game["max_players"])
        if players > 2:
            # Whole seat rotations.
            want = FULL_TABLE_GAMES.get(game["id"], 200 if players % 2 == 0 else 201)
            result.append((game["id"], players, ",".join(["hard"] + ["easy"] * (players - 1)),
                           want, FULL_TABLE_TARGETS.get(game["id"], FULL_TABLE_TARGETS[None])))
    return result


def matchup_name(game, players, seats):
    return "%s-%dp-%s" % (game, players, seats.replace(",", "-"))


def load_chunks(name):
    path = os.path.join(DATA, name + ".jsonl")
    if not os.path.exists(path):
        return []
    with open(path) as f:
        return [json.loads(line) for line in f if line.strip()]


def wilson(share, n, z=1.96):
    if n == 0:
        return 0.0, 1.0
    centre = (share + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * math.sqrt(share * (1 - share) / n + z * z / (4 * n * n))
    return max(0.0, centre - half), min(1.0, centre + half)


def combine(chunks):
    """Per level: games, win share, thinking medians and p95 (decision-weighted)."""
    levels = {}
    for chunk in chunks:
        for level in chunk["levels"]:
            entry = levels.setdefault(level["level"], {"games": 0, "wins": 0.0, "decisions": 0,
                                                       "median": 0.0, "p95": 0.0, "max": 0.0,
                                                       "median_it": 0.0, "p95_it": 0.0,
                                                       "cpu_decisions": 0, "cpu_median": 0.0,
                                                       "cpu_p95": 0.0,
                                                       "ips": 0.0, "fair": level["fair_share"]})
            thinking = level["thinking"]
            d = thinking["decisions"]
            entry["games"] += chunk["games"]
            entry["wins"] += level["win_share"] * chunk["games"]
            entry["median"] += thinking["median_seconds"] * d
            entry["p95"] += thinking["p95_seconds"] * d
            # Older chunks did not count iterations per decision.
            entry["median_it"] += thinking.get("median_iterations", 0) * d
            entry["p95_it"] += thinking.get("p95_iterations", 0) * d
            entry["ips"] += thinking["iterations_per_second"] * d
            entry["max"] = max(entry["max"], thinking["max_seconds"])
            entry["decisions"] += d
            # Processor seconds, which load does not stretch (newer chunks only).
            if "median_processor_seconds" in thinking:
                entry["cpu_median"] += thinking["median_processor_seconds"] * d
                entry["cpu_p95"] += thinking["p95_processor_seconds"] * d
                entry["cpu_decisions"] += d
    for entry in levels.values():
        d = max(entry["decisions"], 1)
        entry["share"] = entry["wins"] / max(entry["games"], 1)
        entry["median"] /= d
        entry["p95"] /= d
        entry["median_it"] /= d
        entry["p95_it"] /= d
        entry["ips"] /= d
        entry["cpu_median"] /= max(entry["cpu_decisions"], 1)
        entry["cpu_p95"] /= max(entry["cpu_decisions"], 1)
    return levels


def games_played(name):
    return sum(chunk["games"] for chunk in load_chunks(name))


def expected_seconds(chunks, size):
    """How long a chunk of size games should take, from the matchup's last chunks."""
    timed = [chunk for chunk in chunks[-3:] if chunk.get("seconds", 0) > 0]
    if not timed:
        return 0.0
    return size * sum(c["seconds"] for c in timed) / sum(c["games"] for c in timed)


def run(args):
    os.makedirs(DATA, exist_ok=True)
    deadline = time.time() + args.minutes * 60
    while True:
        # A finished matchup is a final figure and a partial one is not, so
        # finish them one at a time, the furthest along first.
        chosen = [(i, g, p, s, want, games_played(matchup_name(g, p, s)))
                  for i, (g, p, s, want, _) in enumerate(matchups(args.cli))
                  if args.game in (None, g) and args.seats in (None, s)]
        pending = [(-played, i, g, p, s, want)
                   for i, g, p, s, want, played in chosen if played < want]
        if not pending:
            print("every matchup has its games")
            return
        _, _, game, players, seats, want = min(pending)
        name = matchup_name(game, players, seats)
        chunks = load_chunks(name)
        done = sum(chunk["games"] for chunk in chunks)
        # A chunk is a whole number of seat rotations; seeds never overlap.
        size = players * max(args.chunk // players, 1)
        sizes = []
        while len(sizes) < max(args.jobs, 1) and done + sum(sizes) < want:
            sizes.append(min(want - done - sum(sizes), size))
        # A chunk cut off loses all its games: start only those that should end in time.
        if time.time() + expected_seconds(chunks, sizes[0]) > deadline:
            print("time is up: the next %s chunk would not end within %g minutes"
                  % (name, args.minutes))
            return
        # Chunk k plays seed 1000003 × k: the chunks played at once take the
        # next seeds, and are appended in that order.
        start = time.time()
        jobs = [subprocess.Popen([args.cli, "tournament", "--game", game, "--players", str(players),
                                  "--seats", seats, "--games", str(n),
                                  "--seed", str(1000003 * (len(chunks) + 1 + j)), "--json"]
                                 + (["--threads", str(args.threads)] if args.threads else []),
                                 stdout=subprocess.PIPE, text=True)
                for j, n in enumerate(sizes)]
        results = []
        for job in jobs:
            out, _ = job.communicate()
            if job.returncode != 0:
                raise subprocess.CalledProcessError(job.returncode, job.args)
            results.append(json.loads(out))
        seconds = round(time.time() - start, 1)
        with open(os.path.join(DATA, name + ".jsonl"), "a") as f:
            for result in results:
                result["seconds"] = seconds
                f.write(json.dumps(result, sort_keys=True) + "\n")
        print("%s: %d more games in %.0f s" % (name, sum(sizes), seconds), flush=True)


def think_time(level, entry):
    """Median / p95 seconds per decision: processor seconds where the chunks
    counted them (a loaded machine stretches the clock's), then the clock's
    and the iterations."""
    text = "%s " % level
    if entry["cpu_decisions"] > 0:
        text += "%.3f / %.3f processor s over %d decisions, clock " % (
            entry["cpu_median"], entry["cpu_p95"], entry["cpu_decisions"])
    return text + "%.3f / %.3f (%.0f / %.0f)" % (entry["median"], entry["p95"],
                                                 entry["median_it"], entry["p95_it"])


def think_over_target(entry):
    if entry["cpu_decisions"] > 0:
        return entry["cpu_median"] > THINK_TARGETS[0] or entry["cpu_p95"] > THINK_TARGETS[1]
    return entry["median"] > THINK_TARGETS[0] or entry["p95"] > THINK_TARGETS[1]


def report(args):
    print("| game | players | matchup | games | first level's win share (95% CI) | target"
          " | fair share | median / p95 per decision, per searching level: seconds (iterations)"
          " | iterations/s |")
    print("|---|---|---|---|---|---|---|---|---|")
    for game, players, seats, want, target in matchups(args.cli):
        name = matchup_name(game, players, seats)
        levels = combine(load_chunks(name))
        first = seats.split(",")[0]
        if first not in levels:
            print("| %s | %d | %s | 0 of %d | | | | | |" % (game, players, seats, want))
            continue
        entry = levels[first]
        low, high = wilson(entry["share"], entry["games"])
        verdict = ""
        if target is not None:
            verdict = "≥ %.2f: %s" % (target, "met" if low >= target else
                                      "not met" if high < target else "undecided")
            if entry["games"] < want:
                verdict += " so far"
        thinking = "; ".join(think_time(level, levels[level])
                             for level in ("hard", "normal") if level in levels) or "–"
        if "hard" in levels and think_over_target(levels["hard"]):
            thinking += " (over ≤ %g / %g s)" % THINK_TARGETS
        print("| %s | %d | %s | %d of %d | %.3f [%.3f, %.3f] | %s | %.3f | %s | %.0f |"
              % (game, players, seats, entry["games"], want, entry["share"], low, high, verdict,
                 entry["fair"], thinking, entry["ips"]))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    run_parser = sub.add_parser("run")
    run_parser.add_argument("--minutes", type=float, default=60)
    run_parser.add_argument("--game", help="only this game's matchups")
    run_parser.add_argument("--seats", help="only this matchup, such as hard,easy")
    run_parser.add_argument("--chunk", type=int, default=48,
                            help="games per chunk, rounded down to whole seat rotations")
    run_parser.add_argument("--jobs", type=int, default=1,
                            help="chunks of one matchup played at once (each with its own seed)")
    run_parser.add_argument("--threads", type=int, default=0,
                            help="search threads (the games do not depend on it; 1 lets "
                            "several runs share the processors)")
    report_parser = sub.add_parser("report")
    for p in (run_parser, report_parser):
        p.add_argument("--cli", default=os.path.join(ROOT, "_build", "src", "cli", "ludus-cli"),
                       help="the ludus-cli that plays, and lists the games")
    args = parser.parse_args()
    return run(args) if args.command == "run" else report(args)


if __name__ == "__main__":
    sys.exit(main())
