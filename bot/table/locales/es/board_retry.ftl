# A board that could not be drawn after a move (the move is kept).
bot-board-failed = No se pudo dibujar el tablero. La jugada se mantiene; el tablero llegará con la próxima jugada o con /game status.
