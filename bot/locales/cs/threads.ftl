bot-turn-waiting_for = Čeká se na { $names }: { $question }
