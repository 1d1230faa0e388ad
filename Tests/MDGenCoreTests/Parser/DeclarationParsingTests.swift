import Testing

@testable import MDGenModel
@testable import MDGenSyntax

/// The declarations of the language parse into a syntax tree that keeps what was written.
@Suite("Parsing declarations")
struct DeclarationParsingTests {
    // MARK: Imports

    @Test("imports keep their attributes, access level, kind and path")
    func imports() {
        let source = """
            import Foundation
            @preconcurrency import Dispatch
            @_exported public import struct Foundation.URL;
            internal import os.log
            protocol P {}
            """
        let (syntax, diagnostics) = FrontEnd.parse(source)
        #expect(diagnostics.isEmpty)
        let imports = syntax.imports.compactMap(\.declaration)
        #expect(
            imports.map(\.path) == [
                ["Foundation"], ["Dispatch"], ["Foundation", "URL"], ["os", "log"],
            ])
        #expect(
            imports.map { $0.attributes.map(\.sourceText) } == [
                [], ["@preconcurrency"], ["@_exported"], [],
            ])
        #expect(imports.map(\.accessLevel) == [nil, nil, "public", "internal"])
        #expect(imports.map(\.kind) == [nil, nil, "struct", nil])
    }

    // MARK: Protocols

    @Test("several protocols, each with its documentation, attributes, modifiers and inheritance")
    func protocols() throws {
        let source = """
            /// The first.
            @MainActor
            public protocol First: AnyObject, CustomStringConvertible {}

            @available(iOS 13, *) @multicast(name: Observers)
            /// The second, documented between its attributes and its keyword.
            package protocol Second: Foundation.NSObjectProtocol {
            }
            protocol Third {}
            """
        let (syntax, diagnostics) = FrontEnd.parse(source)
        #expect(diagnostics.isEmpty)
        let protocols = syntax.protocols
        #expect(protocols.map(\.name) == ["First", "Second", "Third"])
        #expect(
            protocols.map { $0.documentation?.lines } == [
                [" The first."],
                [" The second, documented between its attributes and its keyword."], nil,
            ])
        #expect(
            protocols.map { $0.attributes.map(\.sourceText) } == [
                ["@MainActor"], ["@available(iOS 13, *)", "@multicast(name: Observers)"], [],
            ])
        #expect(protocols.map { $0.modifiers.map(\.name) } == [["public"], ["package"], []])
        #expect(
            protocols.map { $0.inheritance.map(TypePrinter.print) } == [
                ["AnyObject", "CustomStringConvertible"], ["Foundation.NSObjectProtocol"], [],
            ])
        #expect(
            FrontEnd.text(source, at: protocols[0].inheritanceRanges[1])
                == "CustomStringConvertible")
        #expect(FrontEnd.text(source, at: protocols[1].nameRange) == "Second")
        #expect(protocols[0].range.start.line == 2 && protocols[0].range.end.line == 3)
    }

    @Test("attribute arguments print with Swift's spacing")
    func attributeArguments() throws {
        let source = """
            @available(iOS,introduced:2.0,deprecated:13.0,message:"Use \\"b\\" instead")
            @objc(tableView:didSelectRowAtIndexPath:)
            @available(*, unavailable, renamed: "b(_:)")
            protocol P {}
            """
        let protocols = FrontEnd.parse(source).syntax.protocols
        #expect(
            protocols.first?.attributes.map(\.sourceText) == [
                #"@available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use \"b\" instead")"#,
                "@objc(tableView:didSelectRowAtIndexPath:)",
                #"@available(*, unavailable, renamed: "b(_:)")"#,
            ])
    }

    // MARK: Methods

    @Test("a method keeps its attributes, modifiers, documentation, effects and result")
    func method() throws {
        let source = """
            protocol P {
                /// Decides.
                @combine(all) @objc optional func shouldStart(_ task: Task) async throws -> Bool
                func finish() throws(TaskError)
                func noResult() -> ()
            }
            """
        let methods = FrontEnd.parsedMethods(source)
        try #require(methods.count == 3)
        let method = methods[0]
        #expect(method.name == "shouldStart")
        #expect(method.documentation?.lines == [" Decides."])
        #expect(method.attributes.map(\.sourceText) == ["@combine(all)", "@objc"])
        #expect(method.modifiers.map(\.name) == ["optional"])
        #expect(method.isAsync && method.throwsClause?.errorType == nil)
        #expect(method.returnType == .name("Bool"))
        #expect(FrontEnd.text(source, at: method.returnTypeRange) == "Bool")
        #expect(FrontEnd.text(source, at: method.parametersRange) == "(_ task: Task)")
        #expect(FrontEnd.text(source, at: method.range)?.hasPrefix("@combine(all)") == true)
        #expect(methods[1].throwsClause?.errorType == .name("TaskError"))
        #expect(methods[2].returnType?.isVoid == true)
    }

    @Test("parameters keep labels, names, specifiers and types")
    func parameters() throws {
        let source = """
            protocol P {
                func f(_ a: Int, b: String, with c: inout [Int], d: borrowing Data, e: @escaping (Int) -> Void)
            }
            """
        let parameters = try #require(FrontEnd.parsedMethods(source).first).parameters
        #expect(parameters.map(\.label) == ["_", nil, "with", nil, nil])
        #expect(parameters.map(\.name) == ["a", "b", "c", "d", "e"])
        #expect(parameters.map(\.specifier) == [nil, nil, "inout", "borrowing", nil])
        #expect(
            parameters.map { TypePrinter.print($0.type) } == [
                "Int", "String", "[Int]", "Data", "@escaping (Int) -> Void",
            ])
    }

    @Test(
        "keywords can be labels and names, and backticks are remembered",
        arguments: ["protocol", "default", "in", "func", "class", "inout", "where", "self", "Type"])
    func keywordNames(keyword: String) throws {
        let source =
            "protocol P {\n    func f(\(keyword): Int, `\(keyword)` x: Int, _ `\(keyword)`: Int)\n}"
        let parameters = try #require(FrontEnd.parsedMethods(source).first).parameters
        #expect(parameters.map(\.label) == [nil, keyword, "_"])
        #expect(parameters.map(\.name) == [keyword, "x", keyword])
        #expect(parameters.map(\.labelIsBackticked) == [false, true, false])
        #expect(parameters.map(\.nameIsBackticked) == [false, false, true])
    }

    @Test("a backticked method name is remembered")
    func backtickedMethodName() throws {
        let method = try #require(FrontEnd.parsedMethods("protocol P { func `default`() }").first)
        #expect(method.name == "default" && method.nameIsBackticked)
    }

    @Test("generic parameters, packs and where clauses")
    func generics() throws {
        let source = """
            protocol P {
                func f<T: Codable, U, each V>(_ t: T, u: U, v: repeat each V) where T: Hashable, U == [T]
            }
            """
        let method = try #require(FrontEnd.parsedMethods(source).first)
        #expect(method.genericParameters.map(\.name) == ["T", "U", "V"])
        #expect(method.genericParameters.map(\.isPack) == [false, false, true])
        #expect(
            method.genericParameters.map { $0.constraint.map(TypePrinter.print) } == [
                "Codable", nil, nil,
            ])
        #expect(method.whereClause.map(ModelBuilder.print) == "where T: Hashable, U == [T]")
    }

    @Test("variadic parameters and default values are parsed, for the model builder to reject")
    func variadicAndDefault() throws {
        let source = "protocol P {\n    func f(_ x: Int..., y: [Int] = [1, (2)], z: Int)\n}"
        let parameters = try #require(FrontEnd.parsedMethods(source).first).parameters
        #expect(parameters.map(\.isVariadic) == [true, false, false])
        #expect(FrontEnd.text(source, at: parameters[0].variadicRange) == "...")
        #expect(FrontEnd.text(source, at: parameters[1].defaultValueRange) == "= [1, (2)]")
        #expect(parameters[2].name == "z")
    }

    @Test("semicolons, trailing commas and line-spanning signatures are accepted")
    func layout() {
        let source = """
            protocol P {
                func a(); func b()
                func c(
                    x: Int,
                    y: Int,
                ) -> Int
            }
            """
        let (syntax, diagnostics) = FrontEnd.parse(source)
        #expect(FrontEnd.summaries(diagnostics) == [])
        #expect(syntax.protocols.first?.methods.map(\.name) == ["a", "b", "c"])
    }

    @Test("an empty file and a file of comments parse to nothing, without errors")
    func emptyFiles() {
        for source in ["", "\n\n", "// nothing\n/* here */"] {
            let (syntax, diagnostics) = FrontEnd.parse(source)
            #expect(syntax.protocols.isEmpty && syntax.imports.isEmpty && diagnostics.isEmpty)
            #expect(syntax.isComplete)
        }
    }
}
