extension DelegateCenter {
    /// Notifies every registered screen, in the order they registered.
    ///
    /// The generated dispatch method already does the work; this only keeps the original's
    /// name for it.
    func doDelegate() {
        delegateCenter(self)
    }
}
