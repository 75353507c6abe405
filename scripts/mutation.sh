#!/usr/bin/env bash
# Mutation testing with mutmut over src/cardscore (configured in pyproject.toml).
# Not part of .ci/run: it takes minutes per module. Usage:
#   bash scripts/mutation.sh                      # every scoring module
#   bash scripts/mutation.sh 'cardscore.tarot.*'  # one module (mutmut's name globs): the
#                                                 # table's row for it, from scratch
#   nice -n 19 bash scripts/mutation.sh           # on a shared machine
#   MUTATION_SAMPLE=300 MUTATION_SEED=20261207 bash scripts/mutation.sh 'cardscore.tarot.*'
#                                                 # a random sample of 300 mutants of each
#                                                 # game the globs name (all: every module)
# Prints killed / total per module and writes the survivors to mutants/survivors.txt; then
# runs again each mutant mutmut filed as a timeout (scripts/mutation_recheck.py).
# To go on module by module after a run (the test statistics in mutants/ are kept):
#   mutmut run 'cardscore.bridge.*' && mutmut results --all true > mutants/results.txt
#   python scripts/mutation_report.py mutants/results.txt
set -euo pipefail
cd "$(dirname "$0")/.."
# It installs the project and mutmut: never into the system's Python.
if ! python -c 'import sys; sys.exit(sys.prefix == sys.base_prefix)'; then
  echo "scripts/mutation.sh: activate the project's virtual environment first" >&2
  exit 2
fi
python -m pip install --quiet -e '.[test,mutation]'
# Each mutant's tests import cardscore afresh (pyproject.toml, [tool.mutmut]): from mutmut's
# copy, whose modules hold every mutant, compiled once and then read from __pycache__. With
# PYTHONDONTWRITEBYTECODE set (some machines set it), every mutant would compile them all
# again, seconds each time.
unset PYTHONDONTWRITEBYTECODE
rm -rf mutants
# What the table was measured on, for docs/development.md ("The latest run").
echo "run: $(date -u '+%Y-%m-%d %H:%M UTC'), commit $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- src tests pyproject.toml || echo ' plus uncommitted changes'), mutmut $(mutmut --version 2>/dev/null | awk '{print $NF}'), globs: ${*:-all}"
# mutmut draws a progress spinner on every mutant: keep it out of the terminal. First its
# record of which tests cover each function: a name that matches no mutant makes mutmut
# record it and then stop, saying that nothing matches (so its failure is expected here, and
# the record is checked for instead). Then the functions that run at import get their
# game's tests (scripts/mutation_stats.py), then the mutants are run.
mutmut run 'cardscore.no-such-module.*' > mutation.log 2>&1 || true
if [ ! -s mutants/mutmut-stats.json ]; then tail -20 mutation.log; exit 1; fi
python scripts/mutation_stats.py mutants/mutmut-stats.json
sample=()
if [ -n "${MUTATION_SAMPLE:-}" ]; then
  # A sample (scripts/mutation_sample.py): mutmut is given the drawn names, not the globs.
  mutmut results --all true > mutants/all.txt 2>/dev/null
  python scripts/mutation_sample.py mutants/all.txt "$MUTATION_SAMPLE" "${MUTATION_SEED:-0}" "$@" \
    > mutants/sample.txt
  echo "sample: $(wc -l < mutants/sample.txt) mutants, ${MUTATION_SAMPLE} of each game, seed ${MUTATION_SEED:-0}"
  mapfile -t names < mutants/sample.txt
  set -- "${names[@]}"
  sample=(mutants/sample.txt)
fi
mutmut run "$@" >> mutation.log 2>&1 || { tail -20 mutation.log; exit 1; }
mutmut results --all true > mutants/results.txt 2>/dev/null
python scripts/mutation_report.py mutants/results.txt "${sample[@]}"
# Each mutant counted as killed because mutmut filed it as a timeout or an interrupted
# check is run again, so that a real timeout on a busy machine is not counted as a kill.
python scripts/mutation_recheck.py mutants/results.txt "${sample[@]}" > mutants/recheck.txt
echo "checked again (mutants/recheck.txt): $(tail -1 mutants/recheck.txt)"
echo "finished: $(date -u '+%Y-%m-%d %H:%M UTC')"
