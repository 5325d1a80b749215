extension Observable {
    /// Emits `element` forever; stop it by disposing (or with `take`).
    ///
    /// The elements are sent in a loop once the subscription is wired up, checking before each
    /// one whether the subscription was disposed.
    public static func repeatElement(_ element: Element) -> Observable<Element> {
        make { observer in
            let sink = Sink(observer)
            SubscriptionTrampoline.start {
                while !sink.isStopped {
                    observer.on(.next(element))
                }
            }
            return sink
        }
    }

    /// Emits `element` forever on `scheduler`, one scheduled step per element.
    public static func repeatElement(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> where Element: Sendable {
        make { observer in
            let sink = Sink(observer)
            sink.setUpstream(scheduler.scheduleRecursive(()) { _, recurse in
                sink.forwardNext(element)
                recurse(())
            })
            return sink
        }
    }
}
