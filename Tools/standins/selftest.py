#!/usr/bin/env python3
"""Self-test of the stand-in check: a stand-in that is wrong in a way that matters must make
WaypointUI's glue fail to compile, or the check proves nothing. Each mutation below changes one
declaration in a copy of a stand-in module (a wrong argument label, a `@Sendable` completion where
Apple's has none, a missing `@MainActor`, ...); the script builds that module, type-checks
WaypointUI's sources against it with warnings as errors, and expects a failure naming the glue
line that uses the declaration. The unchanged stand-ins must type-check (the baseline), so a
failure is the mutation's doing. Run by .ci/run after the stand-in build, which it reuses
(`WAYPOINT_UI_STANDINS=1 swift build --scratch-path .build-standins --target Waypoint`).

usage: selftest.py [--build-path .build-standins]
"""
import argparse
import glob
import os
import re
import shutil
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

sys.dont_write_bytecode = True
from standin_build import ROOT, module_flags, swiftc

# (module, file, old text, new text, what is wrong, the glue file the failure must point at)
MUTATIONS = [
    ("UIKit", "UIViewController.swift",
     "open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,",
     "open func present(_ viewControllerToPresent: UIViewController, animate flag: Bool,",
     "a wrong argument label (present(_:animate:completion:))", "UIKit/"),
    ("UIKit", "UIViewController.swift",
     "open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)",
     "open func dismiss(animated flag: Bool, completion: (@Sendable () -> Void)? = nil)",
     "a @Sendable completion where UIKit's is plain (dismiss(animated:completion:))", "UIKit/"),
    ("UIKit", "UINavigationController.swift",
     "@available(watchOS, unavailable)\n@preconcurrency @MainActor\npublic protocol UINavigationControllerDelegate",
     "@available(watchOS, unavailable)\npublic protocol UINavigationControllerDelegate",
     "a missing @MainActor (UINavigationControllerDelegate)", "UIKit/"),
    ("UIKit", "UIViewControllerTransitionCoordinator.swift",
     "completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool",
     "completion: (@Sendable (any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool",
     "a @Sendable completion where UIKit's is plain (animate(alongsideTransition:completion:))", "UIKit/"),
    ("UIKit", "UIAlertController.swift",
     "handler: ((UIAlertAction) -> Void)? = nil)",
     "handler: (@Sendable (UIAlertAction) -> Void)? = nil)",
     "a @Sendable handler where UIKit's is plain (UIAlertAction(title:style:handler:))", "UIKit/"),
    ("UIKit", "UISplitViewController.swift",
     "open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column)",
     "open func setViewController(_ vc: UIViewController?, forColumn column: UISplitViewController.Column)",
     "a wrong argument label (setViewController(_:forColumn:))", "UIKit/"),
    ("UIKit", "UIGestureRecognizer.swift",
     "    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool\n\n",
     "    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceiveTouch touch: UITouch) -> Bool\n\n",
     "a wrong argument label (gestureRecognizer(_:shouldReceiveTouch:))", "UIKit/"),
    ("UIKit", "UIPresentationController.swift",
     "    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)\n        -> UIModalPresentationStyle\n\n",
     "    func adaptivePresentationStyle(for controller: UIPresentationController, traits traitCollection: UITraitCollection)\n        -> UIModalPresentationStyle\n\n",
     "a wrong argument label (adaptivePresentationStyle(for:traits:))", "UIKit/"),
    ("SwiftUI", "Navigation.swift",
     "nonisolated public func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,",
     "nonisolated public func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (@Sendable () -> Void)? = nil,",
     "a @Sendable closure where SwiftUI's is plain (sheet(item:onDismiss:content:))", "SwiftUI/"),
    ("SwiftUI", "Navigation.swift",
     "nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)",
     "nonisolated public init(stack: Binding<Data>, @ViewBuilder root: () -> Root)",
     "a wrong argument label (NavigationStack(stack:root:))", "SwiftUI/"),
    ("SwiftUI", "Presentations.swift",
     "content: @escaping (Item) -> Content)\n        -> some View where Item: Identifiable, Content: View {\n        standInView(self)\n    }\n}",
     "content: @escaping @Sendable (Item) -> Content)\n        -> some View where Item: Identifiable, Content: View {\n        standInView(self)\n    }\n}",
     "a @Sendable closure where SwiftUI's is plain (popover(item:attachmentAnchor:arrowEdge:content:))", "SwiftUI/RoutedAnchor"),
]


def emit_module(module, source_dir, output_dir, common):
    sources = sorted(glob.glob(os.path.join(source_dir, "*.swift")))
    return swiftc(["-emit-module", "-module-name", module, "-parse-as-library",
                   "-emit-module-path", os.path.join(output_dir, f"{module}.swiftmodule")] + common + sources)


def typecheck_glue(module_dir, common):
    sources = sorted(glob.glob(os.path.join(ROOT, "Sources", "WaypointUI", "**", "*.swift"), recursive=True))
    return swiftc(["-typecheck", "-module-name", "WaypointUI", "-parse-as-library", "-warnings-as-errors",
                   "-DSWIFT_PACKAGE", "-DDEBUG", "-I", module_dir] + common + sources)


def check_mutation(index, mutation, scratch, baseline, common):
    """Builds the stand-in with `mutation` and type-checks the glue against it: (what was caught,
    None) when the glue fails where it should, (None, why not) otherwise."""
    module, name, old, new, what, where = mutation
    folder = os.path.join(scratch, f"mutation-{index}")
    source = os.path.join(folder, "source")
    output_dir = os.path.join(folder, "modules")
    shutil.copytree(os.path.join(ROOT, "Tools", "standins", module), source)
    os.makedirs(output_dir)
    if module == "SwiftUI":
        for path in glob.glob(os.path.join(baseline, "UIKit.*")):
            shutil.copy(path, output_dir)
    path = os.path.join(source, name)
    text = open(path, encoding="utf-8").read()
    if text.count(old) != 1:
        return None, f"{what}: the text to change is not in {module}/{name} exactly once (update the self-test)"
    open(path, "w", encoding="utf-8").write(text.replace(old, new))
    status, output = emit_module(module, source, output_dir, ["-I", output_dir] + common)
    if status != 0:
        return None, f"{what}: the mutated {module} stand-in does not build:\n{output}"
    if module == "UIKit":  # SwiftUI re-exports UIKit: build it on the mutated one
        status, output = emit_module("SwiftUI", os.path.join(ROOT, "Tools", "standins", "SwiftUI"), output_dir,
                                     ["-I", output_dir] + common)
        if status != 0:
            return None, f"{what}: SwiftUI does not build on the mutated UIKit:\n{output}"
    status, output = typecheck_glue(output_dir, common)
    errors = [line for line in output.splitlines()
              if re.search(r"Sources/WaypointUI/" + re.escape(where) + r"[^:]+:\d+:\d+: error:", line)]
    if status == 0:
        return None, f"{what}: WaypointUI still type-checks: the stand-in check would miss it"
    if not errors:
        return None, f"{what}: WaypointUI fails, but not in its {where} glue:\n{output}"
    return f"caught: {what}\n    {errors[0]}", None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--build-path", default=os.path.join(ROOT, ".build-standins"))
    arguments = parser.parse_args()
    common = module_flags(os.path.abspath(arguments.build_path))
    failures = []
    with tempfile.TemporaryDirectory(prefix="standins-selftest-") as scratch:
        # Baseline: the stand-ins as they are, built here the same way, must pass.
        baseline = os.path.join(scratch, "baseline")
        os.makedirs(baseline)
        for module in ("UIKit", "SwiftUI"):
            status, output = emit_module(module, os.path.join(ROOT, "Tools", "standins", module), baseline,
                                         ["-I", baseline] + common)
            if status != 0:
                print(f"selftest: the {module} stand-in does not build:\n{output}")
                return 1
        status, output = typecheck_glue(baseline, common)
        if status != 0:
            print(f"selftest: WaypointUI does not type-check against the unchanged stand-ins:\n{output}")
            return 1
        # The mutations are independent: check them side by side.
        with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
            outcomes = list(pool.map(lambda item: check_mutation(item[0], item[1], scratch, baseline, common),
                                     enumerate(MUTATIONS)))
        for caught, failure in outcomes:
            if failure:
                failures.append(failure)
            else:
                print(caught)
    if failures:
        print("stand-in self-test FAILED:")
        for failure in failures:
            print("  " + failure)
        return 1
    print(f"stand-in self-test: the unchanged stand-ins pass; each of {len(MUTATIONS)} wrong declarations fails the glue's build.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
