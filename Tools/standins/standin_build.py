"""Shared by the stand-in scripts: the compiler flags that make the modules of the stand-in build
(`WAYPOINT_UI_STANDINS=1 swift build --scratch-path .build-standins --target Waypoint`) importable
by a plain `swiftc` run, and a way to run it."""
import glob
import os
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def module_flags(build_path):
    """`-I` and module map flags for the modules under `build_path`; exits when they are missing."""
    modules = os.path.join(build_path, "debug", "Modules")
    if not os.path.exists(os.path.join(modules, "Waypoint.swiftmodule")):
        sys.exit(f"{os.path.basename(sys.argv[0])}: {modules} has no Waypoint module: run "
                 "`WAYPOINT_UI_STANDINS=1 swift build --scratch-path .build-standins --target Waypoint` first")
    result = ["-I", modules]
    for modulemap in glob.glob(os.path.join(build_path, "debug", "*.build", "module.modulemap")):
        result += ["-Xcc", f"-fmodule-map-file={modulemap}"]
    for include in glob.glob(os.path.join(ROOT, "Sources", "*", "include")):
        result += ["-Xcc", f"-I{include}"]
    return result


def swiftc(arguments):
    """Runs `swiftc` in Swift 6 mode from the package root: (exit status, its output)."""
    result = subprocess.run(["swiftc", "-swift-version", "6"] + arguments, capture_output=True, text=True, cwd=ROOT)
    return result.returncode, (result.stdout + result.stderr).replace(ROOT + "/", "")
