import Waypoint

print("Waypoint playground")
let bag = DisposeBag()
Observable<Int>.create { observer in
    for value in 1...5 { observer.onNext(value) }
    observer.onCompleted()
    return Disposables.create()
}
.map { $0 * 10 }
.filter { $0 > 20 }
.subscribe(onNext: { print("next", $0) }, onCompleted: { print("completed") })
.disposed(by: bag)
