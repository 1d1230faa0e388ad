extension FileSyntax {
    /// Every type written in the file, wherever it appears, in source order within each
    /// declaration: inherited types, parameters, results, errors, generic constraints and
    /// `where` clauses, and extended types.
    ///
    /// The printer may print any of them, errors or not: the model builder quotes them in its
    /// messages and compares their printed forms. So each one, even a type the parser
    /// recovered after an error, prints as Swift that parses back to itself — the invariant the
    /// front end's fuzz target checks, and `FuzzRegressionTests` pins.
    package var types: [SwiftType] {
        var types: [SwiftType] = extensions.map(\.extendedType)
        for declaration in protocols {
            types += declaration.inheritance
            for method in declaration.methods {
                types += method.parameters.map(\.type)
                types += method.returnType.map { [$0] } ?? []
                types += method.genericParameters.compactMap(\.constraint)
                types += method.throwsClause?.errorType.map { [$0] } ?? []
                for requirement in method.whereClause ?? [] {
                    types += [requirement.subject, requirement.constraint]
                }
            }
        }
        return types
    }
}
