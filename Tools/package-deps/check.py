#!/usr/bin/env python3
"""Checks that every target of the package depends directly on every module its sources use.

SwiftPM recompiles a target only when a module it depends on *directly* changes: the compile
inputs of a target are the modules of its dependencies, and for a product dependency the modules
of the targets the product lists (not their dependencies). A target that reaches a module only
through another one — `import Waypoint`, whose `@_exported import WaypointRouter` brings the
router in — is not recompiled when that module's public signatures change, since the umbrella's
own module does not change: the incremental build links objects compiled against the old
signatures (undefined symbols) until the target's build directory is removed.

So, for each target of the package's own modules:
- each module its sources import (`import`, `@testable import`, `@_exported import`) that is a
  target of this package is among its dependencies, and so is every module that one re-exports
  (`@_exported import`, followed transitively);
- each library product lists every module its targets re-export, so an app that depends on the
  product has them all as compile inputs.

Reads the manifest with `swift package dump-package` (the default manifest: the stand-in targets
of WAYPOINT_UI_STANDINS=1 are CI tooling, built from scratch), or from --manifest-json FILE (tests).
Exit status 1 and one line per missing dependency when anything is missing.

Usage: check.py [--package-path DIR] [--manifest-json FILE]
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys

IMPORT = re.compile(r"^\s*(?:@testable\s+|@_exported\s+|@preconcurrency\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)", re.M)
EXPORTED = re.compile(r"^\s*@_exported\s+import\s+(\w+)", re.M)
COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)


def target_path(root, target):
    if target.get("path"):
        return os.path.join(root, target["path"])
    folder = "Tests" if target["type"] == "test" else "Sources"
    return os.path.join(root, folder, target["name"])


def sources_of(root, target):
    texts = []
    for path in sorted(glob.glob(os.path.join(target_path(root, target), "**", "*.swift"), recursive=True)):
        with open(path, encoding="utf-8") as f:
            texts.append(COMMENT.sub("", f.read()))
    return texts


def dependency_names(target):
    names = set()
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                names.add(dependency[kind][0])
    return names


def check(root, manifest):
    targets = {t["name"]: t for t in manifest["targets"]}
    imports, exported = {}, {}
    for name, target in targets.items():
        texts = sources_of(root, target)
        imports[name] = {m for text in texts for m in IMPORT.findall(text) if m in targets and m != name}
        exported[name] = {m for text in texts for m in EXPORTED.findall(text) if m in targets}

    def reexported(module, seen=None):
        seen = set() if seen is None else seen
        for m in exported.get(module, ()):
            if m not in seen:
                seen.add(m)
                reexported(m, seen)
        return seen

    problems = []
    for name in sorted(targets):
        deps = dependency_names(targets[name])
        needed = set()
        for module in imports[name]:
            needed.add(module)
            needed |= reexported(module)
        needed.discard(name)
        for module in sorted(needed - deps):
            via = sorted(m for m in imports[name] if module in reexported(m))
            how = f"re-exported by {', '.join(via)}" if via and module not in imports[name] else "imported"
            problems.append(f"target {name} uses {module} ({how}) but does not depend on it")
    for product in manifest.get("products", []):
        if "library" not in product.get("type", {}):
            continue
        listed = set(product["targets"])
        needed = set()
        for t in listed:
            needed |= reexported(t)
        for module in sorted(needed - listed):
            problems.append(f"product {product['name']} does not list {module}, which its targets re-export")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--package-path", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
    parser.add_argument("--manifest-json")
    args = parser.parse_args()
    root = os.path.abspath(args.package_path)
    if args.manifest_json:
        with open(args.manifest_json, encoding="utf-8") as f:
            manifest = json.load(f)
    else:
        manifest = json.loads(subprocess.run(["swift", "package", "--package-path", root, "dump-package"],
                                             check=True, capture_output=True, text=True).stdout)
    problems = check(root, manifest)
    for problem in problems:
        print(problem)
    print(f"package-deps: {len(manifest['targets'])} targets, {len(problems)} missing dependencies")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
