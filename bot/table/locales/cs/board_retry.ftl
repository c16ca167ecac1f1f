# A board that could not be drawn after a move (the move is kept).
bot-board-failed = Herní plán se nepodařilo vykreslit. Tah platí; herní plán přijde s dalším tahem nebo s /game status.
