"""absence"""
