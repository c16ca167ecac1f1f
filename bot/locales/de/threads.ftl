bot-turn-waiting_for = Warten auf { $names }: { $question }
