import ExampleNavigation
import Foundation
import SwiftUI
import UIKit

/// The example app: pick the SwiftUI or the UIKit variant at the top; both show the same store's
/// route, so switching keeps the screen you were on.
@main
struct ExampleApp: App {
    @State private var app = AppModel()

    var body: some Scene {
        WindowGroup {
            RootView(app: app)
                // waypoint-example:// links (add the URL type to the app's Info to open them from
                // outside; the profile tab has buttons that open them from inside).
                .onOpenURL { url in app.open(url) }
        }
    }
}

/// The variant picker above the variant's tab bar.
struct RootView: View {
    @Bindable var app: AppModel

    var body: some View {
        VStack(spacing: 0) {
            Picker("Variant", selection: $app.chosenVariant) {
                ForEach(AppModel.Variant.allCases) { variant in
                    Text(variant.rawValue).tag(variant)
                }
            }
            .pickerStyle(.segmented)
            .padding()
            .onChange(of: app.chosenVariant) { _, variant in app.show(variant) }
            switch app.variant {
            case .swiftUI:
                if let navigation = app.swiftUI {
                    ExampleTabView(navigation) { tab in
                        TabRootView(tab: tab, app: app)
                    } label: { tab in
                        Label(tab == .feed ? "Feed" : "Profile", systemImage: tab == .feed ? "list.bullet" : "person")
                    } screen: { screen in
                        ScreenView(screen: screen, app: app)
                    }
                }
            case .uiKit:
                if let navigation = app.uiKit {
                    TabBarControllerView(tabBarController: navigation.tabBarController)
                        .ignoresSafeArea()
                }
            }
        }
    }
}

/// Shows a UIKit tab bar controller inside SwiftUI.
struct TabBarControllerView: UIViewControllerRepresentable {
    let tabBarController: UITabBarController

    func makeUIViewController(context: Context) -> UITabBarController { tabBarController }
    func updateUIViewController(_ uiViewController: UITabBarController, context: Context) {}
}
