#!/usr/bin/env bash
# Mutation testing with mutmut over src/cardscore (configured in pyproject.toml).
# Not part of .ci/run: it takes minutes per module. Usage:
#   bash scripts/mutation.sh                      # every scoring module
#   bash scripts/mutation.sh 'cardscore.tarot*'   # one module (mutmut's name globs)
# Prints killed / total per module and writes the survivors to mutants/survivors.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
python -m pip install --quiet -e '.[test,mutation]'
rm -rf mutants
# mutmut draws a progress spinner on every mutant: keep it out of the terminal.
mutmut run "$@" > mutation.log 2>&1 || { tail -20 mutation.log; exit 1; }
mutmut results --all true > mutants/results.txt 2>/dev/null
python scripts/mutation_report.py mutants/results.txt
