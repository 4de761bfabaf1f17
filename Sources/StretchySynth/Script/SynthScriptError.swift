import StretchyCore
import _StretchySystem

/// Why a gesture script was refused, pointing at the line and column of the token at fault.
///
/// For example: `script:2:1: unknown command 'flng'. Did you mean 'fling'?`
public struct SynthScriptError: UserFacingError, Equatable {
    /// What is wrong.
    public enum Reason: Equatable, Sendable {
        /// A command name that does not exist, and the nearest one if it looks like a typo.
        case unknownCommand(String, suggestion: String?)
        /// A token of the wrong kind (or none) where something was expected.
        case expected(String, after: String?, found: String?, suggestion: String?)
        /// A value outside its accepted range.
        case outOfRange(name: String, requirement: String, found: String)
        /// A token after a complete command.
        case unexpected(String, after: String)
        /// A setting after the first motion command or inside a repeat.
        case settingAfterMotion(String)
        /// A `{` without its `}`.
        case unclosedBrace
        /// A `}` without its `{`.
        case unexpectedClosingBrace
        /// A command that needs a finger down, while it is up.
        case needsFingerDown(String)
        /// A command that needs the finger up, while it is down.
        case needsFingerUp(String)
        /// `repeat` blocks nested deeper than ``SynthScript/maximumNesting``.
        case nestedTooDeep(limit: Int)
        /// A NUL byte in the script.
        case nulByte
        /// A script that would make more than ``SynthScript/maximumSamples`` samples: at least `samples`.
        case tooManySamples(samples: Double, limit: Int)
    }

    /// The script's name: `script`, or the file it came from.
    public var source: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, counted in Unicode scalars.
    public var column: Int
    /// What is wrong.
    public var reason: Reason

    /// Creates the error.
    ///
    /// - Parameters:
    ///   - source: The script's name.
    ///   - line: The line, from 1.
    ///   - column: The column, from 1.
    ///   - reason: What is wrong.
    init(source: String, line: Int, column: Int, reason: Reason) {
        self.source = source
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// `<source>:<line>:<column>: ` and what is wrong, naming the token.
    public var description: String {
        "\(source):\(line):\(column): " + problem
    }

    /// What is wrong, naming the token, without the place: for a value that came from somewhere other than a script
    /// (a command-line option), whose place the caller names.
    public var problem: String {
        switch reason {
        case .unknownCommand(let name, let suggestion):
            return "unknown command '\(name)'" + (suggestion.map { ". Did you mean '\($0)'?" } ?? "")
        case .expected(let what, let after, let found, let suggestion):
            return "expected \(what)" + (after.map { " after '\($0)'" } ?? "")
                + (found.map { ", found '\($0)'" } ?? ", found the end of the command")
                + (suggestion.map { ". Did you mean '\($0)'?" } ?? "")
        case .outOfRange(let name, let requirement, let found):
            return "\(name) must be \(requirement), found '\(found)'"
        case .unexpected(let token, let after):
            return "unexpected '\(token)' after '\(after)'"
        case .settingAfterMotion(let name):
            return "'\(name)' must come before the first motion command"
        case .unclosedBrace:
            return "'{' is never closed"
        case .unexpectedClosingBrace:
            return "'}' without a matching '{'"
        case .needsFingerDown(let name):
            return "'\(name)' needs a finger down"
        case .needsFingerUp(let name):
            return "'\(name)' needs the finger up"
        case .nulByte:
            return "a NUL byte"
        case .nestedTooDeep(let limit):
            return "'repeat' blocks nest more than \(limit) deep"
        case .tooManySamples(let samples, let limit):
            return "the script would make at least \(NumberFormatting.shortest(samples.rounded(.up))) samples, "
                + "more than the limit of \(limit)"
        }
    }

    /// How to put it right.
    public var hint: String? {
        switch reason {
        case .unknownCommand:
            "Commands: " + SynthScript.commandNames.joined(separator: ", ") + " (see docs/synth.md)."
        case .expected, .outOfRange:
            "See docs/synth.md for each command's arguments."
        case .unexpected:
            "End each command with ';' or a new line."
        case .settingAfterMotion:
            "Put the settings (rate, viewport, inset, content, start, physics) at the top of the script."
        case .unclosedBrace:
            "Close the repeated block with '}'."
        case .unexpectedClosingBrace:
            "Remove the '}', or open the block with 'repeat N {'."
        case .needsFingerDown:
            "Put a finger down first with 'hold', 'pull' or 'drag'."
        case .needsFingerUp:
            "Lift the finger first with 'release'."
        case .nulByte:
            "Scripts are text: remove the NUL byte."
        case .nestedTooDeep:
            "Nest fewer blocks: a 'repeat' count multiplies, so one level with a larger count does the same."
        case .tooManySamples:
            "Shorten the script, lower the repeat counts or the rate (docs/synth.md, 'Limits')."
        }
    }
}
