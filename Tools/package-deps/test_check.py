#!/usr/bin/env python3
"""Self-test of check.py: a package whose target reaches a module only through an umbrella's
`@_exported import`, or whose product leaves a re-exported module out, fails; listing them passes."""
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def write(root, path, text):
    path = os.path.join(root, path)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def run(root, manifest):
    write(root, "manifest.json", json.dumps(manifest))
    result = subprocess.run([sys.executable, os.path.join(HERE, "check.py"), "--package-path", root,
                             "--manifest-json", os.path.join(root, "manifest.json")], capture_output=True, text=True)
    return result.returncode, result.stdout


def target(name, deps, kind="regular"):
    return {"name": name, "type": kind, "dependencies": [{"byName": [d, None]} for d in deps]}


def main():
    failures = 0
    with tempfile.TemporaryDirectory() as root:
        write(root, "Sources/Core/Core.swift", "public func f() {}\n")
        write(root, "Sources/Store/Store.swift", "@_exported import Core\npublic func g() {}\n")
        write(root, "Sources/Umbrella/Umbrella.swift", "// import Nothing\n@_exported import Store\n")
        write(root, "Tests/AppTests/AppTests.swift", "import Umbrella\n@testable import Store\nfunc h() { f(); g() }\n")
        cases = [
            ("a target importing the umbrella only", ["Umbrella"], ["Umbrella"], 1,
             ["target AppTests uses Core (re-exported by Store, Umbrella) but does not depend on it"]),
            ("a target listing every module the umbrella re-exports", ["Umbrella", "Store", "Core"], ["Umbrella"], 1,
             ["product Umbrella does not list Core", "product Umbrella does not list Store"]),
            ("and the product listing them", ["Umbrella", "Store", "Core"], ["Umbrella", "Store", "Core"], 0, []),
        ]
        for title, deps, product, status, lines in cases:
            manifest = {
                "targets": [target("Core", []), target("Store", ["Core"]), target("Umbrella", ["Store", "Core"]),
                            target("AppTests", deps, "test")],
                "products": [{"name": "Umbrella", "targets": product, "type": {"library": ["automatic"]}}],
            }
            code, out = run(root, manifest)
            ok = code == status and all(any(line in o for o in out.splitlines()) for line in lines)
            print(("ok   " if ok else "FAIL ") + title)
            if not ok:
                print(out)
                failures += 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
