### The lobby card's words: what a friend is joining (the game in a sentence, where its
### rules are, how long a game usually lasts) and the options said in words. Keep en/ and
### fr/ in step.

lobby-card-about = { $pitch }
lobby-card-rules = Rules: `{ $command }`
lobby-card-length = A game lasts about { $turns ->
        [one] 1 turn
       *[other] { $turns } turns
    } in all ({ $low } to { $high } in bot games).
lobby-card-length_days = A game lasts about { $turns ->
        [one] 1 turn
       *[other] { $turns } turns
    } in all ({ $low } to { $high } in bot games): with this clock, up to { $days ->
        [one] 1 day
       *[other] { $days } days
    } if every turn takes its full time.
lobby-card-players = { $count ->
        [one] 1 player
       *[other] { $count } players
    } ({ $low } to { $high } can play)
lobby-card-players_exact = { $count } of { $high } players
lobby-card-no_round_limit = No round limit
lobby-card-round_limit = { $count ->
        [one] At most 1 round, then the nearest wins
       *[other] At most { $count } rounds, then the nearest wins
    }
lobby-card-max_rounds = { $count ->
        [one] At most 1 round, then most garment types worn wins
       *[other] At most { $count } rounds, then most garment types worn wins
    }
lobby-card-races = { $count ->
        [one] One race
       *[other] { $count } races, places scored
    }
lobby-card-races_long = The long game: several races, places scored
