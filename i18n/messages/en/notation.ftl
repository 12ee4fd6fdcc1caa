### Notation in words: a game's colours, directions, cards, terrains and traps as a sentence
### says them (the notation itself is shown only where a player types it, in a code span).
### Keep en/ and fr/ in step.

# An Ostrich Scramble Zig card: its distance (a number, or X for any) and its turn order.
scramble-worded-card = { $number ->
        [X] card X
       *[n] card { $number }
    } { $turn ->
        [cw] clockwise
       *[ccw] counter-clockwise
    }
# A direction an ostrich heads, as "heads { $direction }" says it.
scramble-worded-direction = { $direction ->
        [N] north
        [E] east
        [S] south
       *[W] west
    }
# A garment with its colour ("the blue head").
scramble-worded-garment = the { $colour ->
        [red] red
        [orange] orange
        [yellow] yellow
        [green] green
        [blue] blue
       *[purple] purple
    } { $garment ->
       *[any] { $name }
    }
# The notation after the words that name it, where a player would type it.
notation-typed = { $words } (`{ $notation }`)
