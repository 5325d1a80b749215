#!/usr/bin/env python3
"""Adopter compile checks against the stand-in UIKit and SwiftUI: each Swift file in
Tools/standins/Checks is what an app's file looks like (a view controller subclass with helpers of
its own, a view controller that is a routable, @Observable models beside Waypoint, ...) and must
type-check with warnings as errors, against the modules of the stand-in build, each file on its
own. A file in Checks/ExpectedToFail documents a known defect: it must still fail, with every error
its `// EXPECT: text` lines name (its header says which defect); when it starts to compile, the
defect is fixed and the file moves to Checks/.

usage: check-adopters.py [--build-path .build-standins]
"""
import argparse
import glob
import os
import re
import sys

sys.dont_write_bytecode = True
from standin_build import ROOT, module_flags, swiftc

CHECKS = os.path.join(ROOT, "Tools", "standins", "Checks")


def typecheck(path, common):
    module = "Check" + os.path.splitext(os.path.basename(path))[0]
    return swiftc(["-typecheck", "-parse-as-library", "-warnings-as-errors", "-module-name", module] + common + [path])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--build-path", default=os.path.join(ROOT, ".build-standins"))
    arguments = parser.parse_args()
    common = module_flags(os.path.abspath(arguments.build_path))
    failures = 0
    passing = sorted(glob.glob(os.path.join(CHECKS, "*.swift")))
    failing = sorted(glob.glob(os.path.join(CHECKS, "ExpectedToFail", "*.swift")))
    for path in passing:
        status, output = typecheck(path, common)
        name = os.path.relpath(path, ROOT)
        if status == 0:
            print(f"ok   {name}")
        else:
            failures += 1
            print(f"FAIL {name}\n{output}")
    for path in failing:
        status, output = typecheck(path, common)
        name = os.path.relpath(path, ROOT)
        expected = re.findall(r"^// EXPECT: (.+)$", open(path, encoding="utf-8").read(), re.M)
        missing = [text for text in expected if text not in output]
        if status == 0:
            failures += 1
            print(f"FAIL {name} compiles now: the defect its header names is fixed; move it to Checks/")
        elif not expected or missing:
            failures += 1
            print(f"FAIL {name} fails, but not with the errors it expects ({missing or 'no EXPECT lines'}):\n{output}")
        else:
            first = next((line for line in output.splitlines() if ": error:" in line), output.strip())
            print(f"ok   {name} still fails, as expected until its defect is fixed:\n       {first}")
    print(f"adopter checks: {len(passing)} compile, {len(failing)} expected to fail, {failures} wrong")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
