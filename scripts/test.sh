#!/usr/bin/env bash
# Every test (`pnpm test`). The browser tests of the built apps take longest, so both apps build
# first and the browser tests start at once, beside the other checks; in one Turborepo queue they
# would wait until the last slot freed. The stories and the timed backend and leads suites follow
# them. Exits non-zero if any task failed.
set -uo pipefail

bash scripts/ensure-test-tools.sh || exit 1
# The project's own Node (the root devDependency `node`), first on the PATH of every task.
node -e 'console.log(`pnpm test on Node ${process.version}`)'
turbo run build build:consent --filter=@agencia/site --filter=@agencia/offers || exit 1
status=0

turbo run typecheck test --filter=@agencia/e2e --continue &
browser_tests=$!
# Everything else yields the processor to them (nice): it fills the gaps while they wait on the
# network and the page's timers, instead of stretching every browser test on a 2-core machine.
# The deploy commands' dry runs: refused with the defaults, passing with a production set.
nice -n 10 tsx scripts/check-deploy.ts &
deploy_check=$!
nice -n 10 turbo run lint typecheck test packages:check deps:audit format:check workspace:check unused:check commits:check \
  workflows:check --filter='!@agencia/e2e' --filter='!@agencia/local-backend' --filter='!@agencia/leads' \
  --filter='!@agencia/storybook' --continue --concurrency=3 &
checks=$!

wait "$browser_tests" || status=1
# The stories' browser tests, the longest of the other checks, start now rather than wherever the
# queue above would reach them, which left them running alone at the end.
nice -n 10 turbo run typecheck test --filter=@agencia/storybook --continue &
stories=$!
# The backend's and the leads' suites time what they test (an e-mail within 5 s, a client's 8 s
# limit) and mostly wait: they run once the browser tests are done, not starved beside them.
turbo run typecheck test --filter=@agencia/local-backend --filter=@agencia/leads --continue || status=1
wait "$checks" || status=1
wait "$stories" || status=1
wait "$deploy_check" || status=1
exit "$status"
