"""lobby"""
