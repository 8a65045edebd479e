print("smswatch-bench: not yet")
