/// Draws what is on screen as an indented tree: window → tab bar → navigation stacks → modals.
///
/// ```
/// window
/// ├─ tab bar (selected: home)
/// │  ├─ home ▸ navigation stack
/// │  │  ├─ Home ‹1›
/// │  │  └─ User 42 ‹3› · Ada Lovelace
/// │  └─ stats ▸ navigation stack
/// │     └─ Stats ‹2›
/// └─ modal over User 42 ‹3›
///    └─ Settings ‹4›
/// ```
enum ScreenTree {
    private struct Node {
        let label: String
        var children: [Node] = []
    }

    /// The lines of the tree of `snapshot`.
    static func lines(of snapshot: ScreenModel.Snapshot) -> [String] {
        var window = Node(label: "window")
        if let tabBar = snapshot.tabBar {
            var bar = Node(label: "tab bar (selected: \(tabBar.selected))")
            for stack in tabBar.stacks {
                bar.children.append(Node(label: "\(stack.name) ▸ navigation stack", children: stack.screens.map(node)))
            }
            window.children.append(bar)
        }
        for modal in snapshot.modals {
            window.children.append(Node(label: "modal over \(name(of: modal.presenter))", children: modal.stack.screens.map(node)))
        }
        if window.children.isEmpty { return ["window (empty)"] }
        var lines = [window.label]
        draw(window.children, prefix: "", into: &lines)
        return lines
    }

    private static func node(_ screen: ScreenModel.Screen) -> Node {
        Node(label: name(of: screen) + (screen.detail.map { " · \($0)" } ?? ""))
    }

    private static func name(of screen: ScreenModel.Screen) -> String {
        "\(screen.title) ‹\(screen.instance)›"
    }

    private static func draw(_ nodes: [Node], prefix: String, into lines: inout [String]) {
        for (index, node) in nodes.enumerated() {
            let last = index == nodes.count - 1
            lines.append(prefix + (last ? "└─ " : "├─ ") + node.label)
            draw(node.children, prefix: prefix + (last ? "   " : "│  "), into: &lines)
        }
    }
}
