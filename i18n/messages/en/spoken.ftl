### Words a player would say: the take-back line naming what was taken back (from what the
### whole table saw, no pronoun: the bot does not know the players'), the hint's plain reason,
### the replay's turns, the final post's lead. Keep en/ and fr/ in step.

takeback-took_back = { $player } took back { $what ->
        [placed] the pawn placed on { $square }
        [moved] the move { $origin }-{ $target }
        [passed] the pass on the power
        [bush_moved] the bush's move from { $origin } to { $target }
        [swapped] the swap of the pawns on { $first } and { $second }
        [tiles_swapped] the swap of tiles { $first } and { $second }
        [rotated] the rotation of { $tile }
        [planning] the planning
        [claimed] the Zag claimed
        [gave] the garment passed on
        [trapped] the trap set
        [discarded] the two cards discarded
        [laid] the course laid
        [left] the card left face up in slot { $slot }
        [took_face_up] the face-up card taken from slot { $slot }
        [zz_passed] the pass
       *[other] an action
    }{ $more ->
        [0] .
        [one] , and the action after it.
       *[other] , and the { $more } actions after it.
    }

practice-reason-played_out = { $playouts ->
        [one] Of the one game the bot played out from here starting with this move, it won { $rate }: the best it found.
       *[other] Of the { $playouts } games the bot played out from here starting with this move, it won { $rate }: the best it found.
    }
practice-reason-rough = A rough hint: the bot had time to play out only { $playouts ->
        [one] one game from here starting with this move, which gives
       *[other] { $playouts } games from here starting with this move, which give
    } it a { $rate } chance of winning.

final-lead = **{ $outcome }**

replay-turn = Turn { $turn } of { $total }
replay-turn_start = The start ({ $total ->
        [one] one turn
       *[other] { $total } turns
    } played since)
replay-step = { $step }. { $line }
replay-notation = (`{ $notation }`)
