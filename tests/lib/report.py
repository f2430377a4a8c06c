"""The one pass/fail/skip count of the stage scripts written in Python, and how a stage reports
to CTest: through its exit status alone (tests/stages.cmake, SKIP_RETURN_CODE 77); the shell
stages' twin is tests/lib/report.sh.

    counts = Counts()
    counts.add("PASS")                  # or "FAIL", "SKIP"
    sys.exit(counts.finish())           # prints `N passed, M failed, K skipped`
"""
import collections

SKIP_CODE = 77  # CTest's skip code (tests/stages.cmake)


class Counts(collections.Counter):
    def add(self, status):
        self[status] += 1

    def status(self):
        """1 when a check failed, 77 when none ran and one was skipped, else 0."""
        if self["FAIL"]:
            return 1
        if not self["PASS"] and self["SKIP"]:
            return SKIP_CODE
        return 0

    def finish(self):
        print(f"{self['PASS']} passed, {self['FAIL']} failed, {self['SKIP']} skipped")
        return self.status()
