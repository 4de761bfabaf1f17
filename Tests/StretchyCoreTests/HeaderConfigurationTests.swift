import Foundation
import StretchyCore
import Testing

struct HeaderConfigurationTests {
    func load(_ json: String) throws(ConfigurationError) -> HeaderConfiguration {
        try HeaderConfiguration(json: Data(json.utf8))
    }

    func error(_ json: String) -> ConfigurationError? {
        do {
            _ = try load(json)
            return nil
        } catch {
            return error
        }
    }

    @Test func omittedKeysTakeGSKDefaults() throws {
        let header = try load(#"{"subviews": [{"id": "title"}]}"#)
        #expect(header.maximumContentHeight == 240)
        #expect(header.minimumContentHeight == 0)
        #expect(header.contentInset == .zero)
        #expect(header.contentShrinks && header.contentExpands)
        let title = header.subviews[0].restingAttributes
        #expect(title.alpha == 1 && title.scale == 1)
        #expect(title.x == 0 && title.width == 0 && title.cornerRadius == 0 && title.fontSize == 0)
    }

    @Test func loadsEveryKey() throws {
        let header = try load(
            """
            {"maximumContentHeight": 300, "minimumContentHeight": 80,
             "contentInset": {"top": 20, "left": 4, "bottom": 10, "right": 6},
             "contentShrinks": false, "contentExpands": false,
             "subviews": [{"id": "avatar", "frame": {"x": 1, "y": 2, "width": 3, "height": 4}, "alpha": 0.5,
                           "cornerRadius": 5, "shadowRadius": 6, "shadowOpacity": 0.7, "fontSize": 8}]}
            """)
        #expect(header.maximumHeight == 330 && header.minimumHeight == 110)
        #expect(header.contentInset == EdgeInsets(top: 20, left: 4, bottom: 10, right: 6))
        #expect(!header.contentShrinks && !header.contentExpands)
        #expect(
            header.subviews == [
                SubviewConfiguration(
                    id: "avatar", frame: Rect(x: 1, y: 2, width: 3, height: 4), alpha: 0.5, cornerRadius: 5,
                    shadowRadius: 6, shadowOpacity: 0.7, fontSize: 8)
            ])
    }

    @Test func errorsNameTheKeyOrId() {
        #expect(
            error(#"{"maximumContentHieght": 1}"#)?.description
                == "unknown key 'maximumContentHieght' in the header configuration")
        #expect(
            error(#"{"maximumContentHieght": 1}"#)?.hint
                == "Did you mean 'maximumContentHeight'? Accepted keys: maximumContentHeight, minimumContentHeight, "
                + "contentInset, contentShrinks, contentExpands, subviews.")
        #expect(
            error(#"{"contentInset": {"middle": 1}}"#)?.description
                == "unknown key 'contentInset.middle' in the header configuration")
        #expect(
            error(#"{"subviews": [{"id": "a", "colour": 1}]}"#)?.description
                == "unknown key 'subviews[0].colour' in the header configuration")
        #expect(
            error(#"{"maximumContentHeight": 100, "minimumContentHeight": 120}"#)?.description
                == "'minimumContentHeight' (120) is above 'maximumContentHeight' (100)")
        #expect(
            error(#"{"minimumContentHeight": -1}"#)?.description
                == "'minimumContentHeight' must not be negative, but it is -1")
        #expect(
            error(#"{"maximumContentHeight": 1e999}"#)?.description
                == "'maximumContentHeight' must be a finite number, not inf")
        #expect(
            error(#"{"maximumContentHeight": 280, "maximumContentHeight": 300}"#)?.description
                == "the header configuration is not the JSON object expected: the key 'maximumContentHeight' appears twice "
                + "at line 1, column 31")
        #expect(
            error(#"{"maximumContentHeight": 280,}"#)?.description
                == "the header configuration is not the JSON object expected: a trailing comma before '}' at line 1, column 30"
        )
        #expect(error("\u{FEFF}{\"maximumContentHeight\": 280}") == nil)
        #expect(
            ConfigurationError.notFinite(key: "maximumContentHeight", value: .infinity).description
                == "'maximumContentHeight' must be a finite number, not inf")
        #expect(error(#"{"maximumContentHeight": "tall"}"#)?.description == "'maximumContentHeight' must be a number")
        #expect(error(#"{"contentShrinks": 1}"#)?.description == "'contentShrinks' must be true or false")
        #expect(error(#"{"maximumContentHeight": true}"#)?.description == "'maximumContentHeight' must be a number")
        #expect(error(#"{"subviews": [{"id": "a"}, {"id": "a"}]}"#)?.description == "two subviews have the id 'a'")
        #expect(error(#"{"subviews": [{"frame": {}}]}"#)?.description == "a subview has no 'id'")
        #expect(
            error(#"{"subviews": [{"id": "title+1"}]}"#)?.description
                == "the subview id 'title+1' has characters other than letters, digits, '-' and '_'")
        #expect(
            error(#"{"subviews": [{"id": "a", "frame": {"width": -3}}]}"#)?.description
                == "'subviews[a].width' must not be negative, but it is -3")
        #expect(
            error("[1]")?.description
                == "the header configuration is not the JSON object expected: the top level is not an object"
        )
        #expect(error("{")?.description.hasPrefix("the header configuration is not the JSON object expected: ") == true)
    }

    @Test func theProfileHeaderIsValid() throws {
        let header = HeaderConfiguration.profileHeader
        try header.validate()
        #expect(header.subviews.map(\.id) == ["background", "avatar", "title", "tabs"])
        #expect(header.maximumContentHeight == 280 && header.minimumContentHeight == 64)
    }
}
