print("stretchy-replay")
