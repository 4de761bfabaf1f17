import StretchyCLI
import _StretchySystem

exit(StretchyCommand.main())
