bot-turn-waiting_for = Waiting for { $names }: { $question }
