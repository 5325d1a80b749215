#!/usr/bin/env python3
"""Compiles every Swift code block of the README and the DocC articles, in the context it claims.

A block is a fenced ```swift block. The HTML comment on the line right above its fence says how
to compile it (no comment: top level):

    <!-- snippet: top-level -->    the block is a main.swift (top-level code runs on the main actor)
    <!-- snippet: declarations --> the block only declares things (a library file)
    <!-- snippet: async -->        the block is the body of an `async throws` function
    <!-- snippet: main-actor -->   the block is the body of a `@MainActor` `async throws` function
    <!-- snippet: continues -->    the block is compiled together with the previous one of its file
                                   (`skip`, `fails` and `standins` blocks passed over), in that
                                   block's context, appended to it
    <!-- snippet: run -->          like top-level; also built and run in a fresh package that depends
                                   on this one (slow: use it for the README's quick start only)
    <!-- snippet: test -->         the block is a test file of the previous `run` block's program, as a
                                   newcomer writes it: a test target that imports `Waypoint`,
                                   `WaypointNavigationTesting` and `@testable import QuickStart` (the
                                   executable target the `run` block is built in). Without --run it
                                   is type-checked appended to that block, minus that `@testable`
                                   line; with --run it is also built and run with `swift test` in a
                                   test target of the fresh package, so it must compile on its own
    <!-- snippet: skip: REASON --> not compiled (deliberately partial); listed in the output
    <!-- snippet: fails: TEXT; TEXT --> a main.swift that must NOT compile: type-checking it fails,
                                   and its errors contain each `;`-separated TEXT (the compiler's
                                   words a guide quotes, e.g. for a case without a screen)
    <!-- snippet: standins: FIXTURES --> UIKit or SwiftUI code: compiled only with --standins, as a
                                   main.swift against the stand-in UIKit and SwiftUI (the stand-in
                                   build, .build-standins by default), together with the named
                                   files of Tools/docs/standin-fixtures (comma-separated, without
                                   `.swift`: the app's own types the block uses); listed otherwise

A ```text block marked `<!-- snippet: output -->` is what the `run` block before it must print,
line for line (checked with --run).

A block without `import` lines gets `import Waypoint`. Type-checking uses the modules of a debug
build (`swift build --build-tests` first). Exit status 1 when any block fails.

Usage: check-snippets.py [--build-path .build] [--run] [--standins] [FILE.md ...]
"""
import argparse
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

MARKER = re.compile(r"^\s*<!--\s*snippet:\s*([a-z-]+)\s*(?::\s*(.*?))?\s*-->\s*$")
FENCE_OPEN = re.compile(r"^(\s*)(```+|~~~+)\s*swift\s*$")
CONTEXTS = {"output", "top-level", "declarations", "async", "main-actor", "continues", "run", "test", "skip", "standins",
            "fails"}
FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "standin-fixtures")
TESTABLE_PROGRAM = re.compile(r"^\s*@testable\s+import\s+QuickStart\b.*$", re.M)
OUTPUT_OPEN = re.compile(r"^(\s*)(```+|~~~+)\s*text\s*$")


class Snippet:
    def __init__(self, path, line, context, reason, code):
        self.path, self.line, self.context, self.reason, self.code = path, line, context, reason, code
        self.parts = [(line, code)]
        self.expected_output = None
        self.test_file = None  # a `test` block: the test target's file, as written

    @property
    def where(self):
        return f"{self.path}:{self.line}"


def extract(path):
    """Returns the Swift blocks of a Markdown file, with `continues` blocks folded into their
    predecessor; raises ValueError on an unknown marker or an unterminated block."""
    lines = open(path, encoding="utf-8").read().split("\n")
    snippets, i = [], 0
    while i < len(lines):
        m = FENCE_OPEN.match(lines[i])
        o = OUTPUT_OPEN.match(lines[i])
        if o and i > 0 and MARKER.match(lines[i - 1]) and MARKER.match(lines[i - 1]).group(1) == "output":
            runs = [s for s in snippets if s.context == "run"]
            if not runs:
                raise ValueError(f"{path}:{i + 1}: an output block with no `run` block before it")
            k = i + 1
            while k < len(lines) and lines[k].strip() != o.group(2):
                k += 1
            runs[-1].expected_output = "\n".join(lines[i + 1:k]).strip()
            i = k + 1
            continue
        if not m:
            i += 1
            continue
        indent, fence = m.group(1), m.group(2)
        context, reason = "top-level", None
        j = i - 1
        while j >= 0 and lines[j].strip() == "":
            j -= 1
        if j >= 0:
            mm = MARKER.match(lines[j])
            if mm:
                context, reason = mm.group(1), mm.group(2)
                if context not in CONTEXTS:
                    raise ValueError(f"{path}:{j + 1}: unknown snippet context '{context}'")
        body, k = [], i + 1
        while k < len(lines) and lines[k].strip() != fence:
            body.append(lines[k][len(indent):] if lines[k].startswith(indent) else lines[k])
            k += 1
        if k == len(lines):
            raise ValueError(f"{path}:{i + 1}: unterminated code block")
        code = "\n".join(body) + "\n"
        if context == "test":
            runs = [s for s in snippets if s.context == "run"]
            if not runs or runs[-1] is not snippets[-1]:
                raise ValueError(f"{path}:{i + 1}: a 'test' block must follow its `run` block")
            if not TESTABLE_PROGRAM.search(code):
                raise ValueError(f"{path}:{i + 1}: a 'test' block must `@testable import QuickStart`")
            runs[-1].test_file = code
            runs[-1].code += "\n" + TESTABLE_PROGRAM.sub("", code)
            runs[-1].parts.append((i + 2, code))
        elif context == "continues":
            # `skip`, `fails` and `standins` blocks stand alone (never compiled, or compiled in
            # another run): the code after them goes on from the block before them.
            previous = next((s for s in reversed(snippets) if s.context not in ("skip", "fails", "standins")), None)
            if previous is None:
                raise ValueError(f"{path}:{i + 1}: 'continues' with no block before it")
            previous.code += "\n" + code
            previous.parts.append((i + 2, code))
        else:
            snippets.append(Snippet(path, i + 1, context, reason, code))
        i = k + 1
    return snippets


def has_imports(code):
    return re.search(r"^\s*(@testable\s+|@preconcurrency\s+)?import\s+\w", code, re.M) is not None


def split_imports(code):
    imports, rest = [], []
    for line in code.split("\n"):
        (imports if re.match(r"^\s*(@testable\s+|@preconcurrency\s+)?import\s+\w", line) else rest).append(line)
    return "\n".join(imports), "\n".join(rest)


def source_for(snippet):
    """The Swift file to type-check, and whether it is a library file (-parse-as-library)."""
    code = snippet.code if has_imports(snippet.code) else "import Waypoint\n" + snippet.code
    if snippet.context in ("top-level", "run", "standins", "fails"):
        return code, False
    if snippet.context == "declarations":
        return code, True
    imports, body = split_imports(code)
    indented = "\n".join("    " + l if l.strip() else l for l in body.split("\n"))
    attribute = "@MainActor " if snippet.context == "main-actor" else ""
    return f"{imports}\n\n{attribute}func snippetBody() async throws {{\n{indented}\n}}\n", True


def module_flags(build_path):
    modules = os.path.join(build_path, "debug", "Modules")
    if not os.path.isdir(modules):
        sys.exit(f"check-snippets: {modules} not found: run `swift build --build-tests` first")
    flags = ["-I", modules]
    for modulemap in glob.glob(os.path.join(build_path, "debug", "*.build", "module.modulemap")):
        flags += ["-Xcc", f"-fmodule-map-file={modulemap}"]
    for include in glob.glob("Sources/*/include"):
        flags += ["-Xcc", f"-I{include}"]
    return flags


def fixture_files(snippet):
    """The fixture files a `standins` block names; raises ValueError for an unknown one."""
    if snippet.context != "standins" or not snippet.reason:
        return []
    files = []
    for name in (part.strip() for part in snippet.reason.split(",")):
        path = os.path.join(FIXTURES, name + ".swift")
        if not os.path.isfile(path):
            raise ValueError(f"{snippet.where}: no fixture {os.path.relpath(path)}")
        files.append(path)
    return files


def typecheck(snippet, flags, scratch):
    source, library = source_for(snippet)
    name = re.sub(r"[^A-Za-z0-9]", "_", snippet.where)
    folder = os.path.join(scratch, name)
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, "main.swift" if not library else "snippet.swift")
    with open(path, "w", encoding="utf-8") as f:
        f.write(source)
    command = ["swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors"] + flags
    if library:
        command.append("-parse-as-library")
    command.append(path)
    command += fixture_files(snippet)
    result = subprocess.run(command, capture_output=True, text=True)
    return result.returncode == 0, (result.stdout + result.stderr).strip(), source


def run_in_fresh_package(snippet, scratch):
    """Builds and runs the block verbatim as main.swift of a new package that depends on this one;
    its `test` block, if any, is that package's test file, run with `swift test`."""
    root = os.getcwd()
    identity = os.path.basename(root).lower()
    package = os.path.join(scratch, "fresh-package")
    shutil.rmtree(package, ignore_errors=True)
    os.makedirs(os.path.join(package, "Sources", "QuickStart"))
    test_target = ""
    if snippet.test_file is not None:
        test_target = (
            '        .testTarget(name: "QuickStartTests", dependencies: ["QuickStart",\n'
            f'            .product(name: "Waypoint", package: "{identity}"), .product(name: "WaypointNavigationTesting", package: "{identity}")]),\n'
        )
    with open(os.path.join(package, "Package.swift"), "w") as f:
        f.write(
            "// swift-tools-version:6.0\n"
            "import PackageDescription\n\n"
            "let package = Package(\n"
            '    name: "QuickStart",\n'
            f'    dependencies: [.package(path: "{root}")],\n'
            "    targets: [\n"
            f'        .executableTarget(name: "QuickStart", dependencies: [.product(name: "Waypoint", package: "{identity}")]),\n'
            f"{test_target}"
            "    ]\n"
            ")\n"
        )
    if snippet.test_file is not None:
        os.makedirs(os.path.join(package, "Tests", "QuickStartTests"))
        with open(os.path.join(package, "Tests", "QuickStartTests", "QuickStartTests.swift"), "w") as f:
            f.write(snippet.test_file)
    with open(os.path.join(package, "Sources", "QuickStart", "main.swift"), "w") as f:
        f.write(snippet.parts[0][1])  # the block itself, without the blocks that continue it
    result = subprocess.run(["swift", "run", "--package-path", package, "QuickStart"], capture_output=True, text=True)
    if result.returncode != 0:
        return False, (result.stdout + result.stderr).strip()
    printed = result.stdout.strip()
    if snippet.test_file is not None:
        tests = subprocess.run(["swift", "test", "--package-path", package], capture_output=True, text=True)
        if tests.returncode != 0:
            return False, "its test block failed in the fresh package's test target:\n" + (tests.stdout + tests.stderr).strip()
    return True, printed


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--build-path", default=".build")
    parser.add_argument("--run", action="store_true", help="also build and run `run` blocks in a fresh package")
    parser.add_argument("--standins", action="store_true",
                        help="compile only the `standins` blocks, against the stand-in build (.build-standins by default)")
    parser.add_argument("files", nargs="*")
    args = parser.parse_args()
    if args.standins and args.build_path == ".build":
        args.build_path = ".build-standins"
    files = args.files or ["README.md"] + sorted(glob.glob("Sources/*/*.docc/**/*.md", recursive=True))
    snippets = []
    try:
        for path in files:
            snippets += extract(path)
    except ValueError as error:
        print(f"check-snippets: {error}")
        return 1
    flags = module_flags(args.build_path)
    scratch = tempfile.mkdtemp(prefix="snippets-")
    try:
        for snippet in snippets:
            fixture_files(snippet)
    except ValueError as error:
        print(f"check-snippets: {error}")
        return 1
    if args.standins:
        compiled = [s for s in snippets if s.context == "standins"]
        skipped = []
    else:
        compiled = [s for s in snippets if s.context not in ("skip", "standins")]
        skipped = [s for s in snippets if s.context == "skip"]
        for snippet in (s for s in snippets if s.context == "standins"):
            print(f"standins {snippet.where}: UIKit/SwiftUI, compiled by --standins")
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        results = list(pool.map(lambda s: typecheck(s, flags, scratch), compiled))
    failures = 0
    for snippet, (ok, output, source) in zip(compiled, results):
        if snippet.context == "fails":
            expected = [text.strip() for text in (snippet.reason or "").split(";") if text.strip()]
            missing = [text for text in expected if text not in output]
            if ok or not expected or missing:
                failures += 1
                why = ("it compiles" if ok else f"its errors lack {missing}") if expected else "it names no error TEXT"
                print(f"FAIL {snippet.where} (fails): must not compile with the errors it names, but {why}\n{output}\n")
            continue
        if not ok:
            failures += 1
            print(f"FAIL {snippet.where} ({snippet.context})\n{output}\n--- compiled as ---\n{source}\n")
    for snippet in skipped:
        print(f"skip {snippet.where}: {snippet.reason or 'no reason given'}")
        if not snippet.reason:
            failures += 1
            print(f"FAIL {snippet.where}: a skipped block must say why (<!-- snippet: skip: REASON -->)")
    if args.run:
        for snippet in (s for s in snippets if s.context == "run"):
            ok, output = run_in_fresh_package(snippet, scratch)
            if ok and snippet.expected_output is not None and output.strip() != snippet.expected_output:
                ok = False
                output = f"it printed:\n{output}\n--- but its output block says ---\n{snippet.expected_output}"
            print(f"{'ran' if ok else 'FAIL run'} {snippet.where}; it printed:" if ok else f"FAIL run {snippet.where}")
            print(output)
            failures += 0 if ok else 1
    print(f"check-snippets: {len(compiled)} blocks compiled, {len(skipped)} skipped, {failures} failed, in {len(files)} files")
    shutil.rmtree(scratch, ignore_errors=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
