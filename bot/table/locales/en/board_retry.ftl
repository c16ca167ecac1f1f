# A board that could not be drawn after a move (the move is kept).
bot-board-failed = The board could not be drawn. The move stands; the board follows with the next move or /game status.
