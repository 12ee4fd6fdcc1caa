### Notation in words: a game's colours, directions, cards, terrains and traps as a sentence
### says them (the notation itself is shown only where a player types it, in a code span).
### Keep en/ and fr/ in step.

# An Ostrich Scramble Zig card: its distance (a number, or X for any) and its turn order.
scramble-worded-card = { $number ->
        [X] carte X
       *[n] carte { $number }
    } { $turn ->
        [cw] sens horaire
       *[ccw] sens antihoraire
    }
# A direction an ostrich heads, as "part vers { $direction }" says it.
scramble-worded-direction = { $direction ->
        [N] le nord
        [E] l’est
        [S] le sud
       *[W] l’ouest
    }
# A garment with its colour: the colour agrees with the garment ("la tête bleue", "les pieds verts").
scramble-worded-garment = { $garment ->
        [head] la { $name } { $colour ->
            [red] rouge
            [orange] orange
            [yellow] jaune
            [green] verte
            [blue] bleue
           *[purple] violette
        }
        [legs] les { $name } { $colour ->
            [red] rouges
            [orange] orange
            [yellow] jaunes
            [green] vertes
            [blue] bleues
           *[purple] violettes
        }
        [feet] les { $name } { $colour ->
            [red] rouges
            [orange] orange
            [yellow] jaunes
            [green] verts
            [blue] bleus
           *[purple] violets
        }
       *[body] le { $name } { $colour ->
            [red] rouge
            [orange] orange
            [yellow] jaune
            [green] vert
            [blue] bleu
           *[purple] violet
        }
    }
# The notation after the words that name it, where a player would type it.
notation-typed = { $words } (`{ $notation }`)
